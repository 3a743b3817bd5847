import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { OpenAPIObject } from '@nestjs/swagger';

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  /** The operation's responses by status ('200', 'default'). */
  responses: Record<string, { content?: Record<string, unknown>; headers?: Record<string, { required?: boolean }> }>;
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Checks every JSON response the API sends against its OpenAPI document: the status must be one the
 * operation declares, the body must match the declared schema (an undeclared field fails: response
 * schemas are closed), and declared required headers must be there. A mismatch is recorded and, when
 * the headers are not yet out, the response becomes a 500 CONTRACT_VIOLATION naming the problem, so
 * the test that made the request fails where it stands. On in tests (API_CONTRACT_CHECK), off in production.
 */
export class ContractCheck {
  readonly violations: string[] = [];
  private readonly routes: Route[];
  private readonly ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(document: OpenAPIObject) {
    this.ajv.addSchema(document as object, 'openapi.json');
    this.routes = Object.entries(document.paths)
      .flatMap(([template, item]) =>
        Object.entries(item as Record<string, { responses?: Route['responses'] }>)
          .filter(([, operation]) => operation && typeof operation === 'object' && operation.responses)
          .map(([method, operation]) => ({
            method: method.toUpperCase(),
            template,
            pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
            responses: operation.responses!,
          })),
      )
      // Literal segments first: /api/bookings/mine before /api/bookings/{id}.
      .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
  }

  /** Wraps the server's request listener: each JSON answer is checked as it is sent. */
  around(next: RequestListener): RequestListener {
    return (request, response) => {
      const path = (request.url ?? '').split('?')[0];
      const route = path.startsWith('/api/') ? this.routes.find((candidate) => candidate.method === request.method && candidate.pattern.test(path)) : undefined;
      if (route) this.watch(request, response, route);
      next(request, response);
    };
  }

  private watch(request: IncomingMessage, response: ServerResponse, route: Route): void {
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
    // A JSON body may come in pieces (express-session holds back its last byte): it is kept until the end.
    const held: Buffer[] = [];
    const isJson = () => String(response.getHeader('Content-Type') ?? '').includes('json');
    const bytes = (chunk: unknown, encoding: unknown) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    response.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (!isJson() || response.headersSent) return write(chunk, ...rest);
      held.push(bytes(chunk, rest[0]));
      return true;
    }) as ServerResponse['write'];
    response.end = ((...args: unknown[]) => {
      const [chunk, encoding] = typeof args[0] === 'function' ? [] : args;
      if (!isJson() || response.headersSent) return end(...args);
      const body = Buffer.concat([...held, ...(chunk === undefined || chunk === null ? [] : [bytes(chunk, encoding)])]);
      const problem = this.problemOf(response, route, body);
      if (!problem) return end(body);
      const line = `${request.method} ${request.url} -> ${response.statusCode}: ${problem}`;
      this.violations.push(line);
      const answer = JSON.stringify({ statusCode: 500, message: `The response breaks the API's contract: ${line}`, code: 'INTERNAL', error: 'CONTRACT_VIOLATION' });
      response.statusCode = 500;
      response.setHeader('Content-Length', Buffer.byteLength(answer));
      response.removeHeader('ETag');
      return end(answer);
    }) as ServerResponse['end'];
  }

  /** What is wrong with this answer, or undefined when it keeps the contract. */
  private problemOf(response: ServerResponse, route: Route, body: Buffer): string | undefined {
    const status = String(response.statusCode);
    if (status === '304') return undefined;
    const key = route.responses[status] ? status : 'default';
    const declared = route.responses[key];
    if (!declared || (key === 'default' && response.statusCode < 400)) return `status ${status} is not in the document for ${route.method} ${route.template}`;
    for (const [name, header] of Object.entries(declared.headers ?? {})) {
      if (header.required && response.getHeader(name) === undefined) return `header ${name} is missing`;
    }
    if (!declared.content?.['application/json'] || body.length === 0 || response.getHeader('Content-Encoding')) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return 'the body is not JSON';
    }
    const validate = this.validatorFor(route, key);
    if (validate(parsed)) return undefined;
    const [error] = validate.errors ?? [];
    const extra = error?.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : '';
    return `body${error?.instancePath ?? ''} ${error?.message ?? 'does not match'}${extra}`;
  }

  private validatorFor(route: Route, key: string): ValidateFunction {
    const ref = `openapi.json#/${pointer('paths', route.template, route.method.toLowerCase(), 'responses', key, 'content', 'application/json', 'schema')}`;
    let validate = this.validators.get(ref);
    if (!validate) this.validators.set(ref, (validate = this.ajv.compile({ $ref: ref })));
    return validate;
  }
}
