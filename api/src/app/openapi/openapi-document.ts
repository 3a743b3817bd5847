import { HTTP_CODE_METADATA, METHOD_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import type { INestApplication, Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { z, type ZodType } from 'zod';
import { apiErrorSchema } from '@dd/contracts/api-error';
import { LINK_HEADER, TOTAL_COUNT_HEADER } from '@dd/contracts/paging';
import { REQUEST_SCHEMA, RESPONSE_ALSO_FOR, RESPONSE_SCHEMA } from '../../common/returns.decorator';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { API_KEY_SCOPE, PUBLIC_ROUTE } from '../../common/access';
import { WEBHOOK_EVENT_TYPES, webhookEventSchema } from '@dd/contracts/webhooks';

type JsonSchema = Record<string, unknown>;
type Operation = {
  operationId: string;
  parameters?: Array<Record<string, unknown>>;
  requestBody?: Record<string, unknown>;
  responses: Record<string, Record<string, unknown>>;
  security?: Array<Record<string, string[]>>;
};

/** The session cookie's security scheme (express-session's cookie name). */
const COOKIE_AUTH = 'cookie';
/** An API key of other software (`Authorization: Bearer dd_...`), on the reads marked @AcceptsApiKey with the key's scope. */
const API_KEY_AUTH = 'apiKey';
const ERROR_REF = { $ref: '#/components/schemas/ApiError' };

/** What the document says about each error status, once; the codes are in docs/reference/error-codes.md. */
const ERRORS = {
  400: 'The request is not valid: `message` is the first problem, `fieldErrors` every field\'s (code VALIDATION_FAILED or a specific one).',
  401: 'Not signed in, or the session ended (UNAUTHENTICATED), or a second factor is still due (SECOND_FACTOR_REQUIRED).',
  403: 'Signed in, but this role may not do it (FORBIDDEN), or a recent password is needed first (STEP_UP_REQUIRED).',
  404: 'No such object, or not one this user may see (NOT_FOUND).',
  429: 'Too many requests from this address or account (RATE_LIMITED); retry after the Retry-After header.',
} as const;

/** The header of the document; the operations come from the controllers. */
export function openApiHeader() {
  return new DocumentBuilder()
    .setTitle("Dad's Detailing API")
    .setDescription(
      'Booking and operations API. Sign in with POST /api/login; the session cookie authenticates the rest. ' +
        'Every error is `{ statusCode, message, code }` (the `ApiError` schema); lists page with `limit` and `cursor` and answer ' +
        `\`${TOTAL_COUNT_HEADER}\` and \`${LINK_HEADER}: <...>; rel="next"\`. Other software may read the operations that list the ` +
        '`apiKey` security with `Authorization: Bearer <key>` (an admin makes keys with scopes). See docs/reference/api.md.',
    )
    .setVersion('1')
    .setOpenAPIVersion('3.1.0')
    .addCookieAuth('dd.sid', { type: 'apiKey', in: 'cookie', name: 'dd.sid' }, COOKIE_AUTH)
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'An API key made by an admin, with scopes (bookings:read, customers:read).' }, API_KEY_AUTH)
    .build();
}

/**
 * Turns zod schemas into the document's JSON Schemas (draft 2020-12, OpenAPI 3.1), with every schema
 * that has an `id` (`.meta({ id })`) once under components.schemas: requests as they are sent
 * (`io: input`, named `<id>Input`), responses as the API answers (`io: output`: no extra field).
 */
class SchemaBook {
  readonly components: Record<string, JsonSchema> = {};

  constructor() {
    this.convert(apiErrorSchema, 'output');
  }

  convert(schema: ZodType, io: 'input' | 'output'): JsonSchema {
    const suffix = io === 'input' ? 'Input' : '';
    const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
    const { $defs = {}, $schema, ...rest } = converted as JsonSchema & { $defs?: Record<string, JsonSchema> };
    void $schema;
    const relink = <T>(value: T): T => JSON.parse(JSON.stringify(value).replace(/"#\/\$defs\/([^"]+)"/g, (_, id: string) => `"#/components/schemas/${id}${suffix}"`)) as T;
    for (const [id, definition] of Object.entries($defs)) this.components[`${id}${suffix}`] = relink(definition);
    return relink(rest);
  }
}

interface Handler {
  controller: Type;
  name: string;
  method: (...args: unknown[]) => unknown;
}

/** Every route handler of the application, by its OpenAPI operation id (`Controller_method`, as @nestjs/swagger names them). */
function handlersOf(app: INestApplication): Map<string, Handler> {
  const handlers = new Map<string, Handler>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const controller = metatype as Type;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const method = (controller.prototype as Record<string, unknown>)[name];
        if (typeof method === 'function' && Reflect.getMetadata(METHOD_METADATA, method) !== undefined) {
          handlers.set(`${controller.name}_${name}`, { controller, name, method: method as Handler['method'] });
        }
      }
    }
  }
  return handlers;
}

/** The zod schemas a handler validates its body and its query with (zodBody in its parameters). */
function validatedInputs(handler: Handler): { body?: ZodType; query?: ZodType } {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, handler.controller, handler.name) ?? {}) as Record<string, { data?: unknown; pipes?: unknown[] }>;
  const inputs: { body?: ZodType; query?: ZodType } = {};
  for (const [key, { data, pipes = [] }] of Object.entries(args)) {
    const type = Number(key.split(':')[0]);
    const pipe = pipes.find((candidate): candidate is ZodValidationPipe<unknown> => candidate instanceof ZodValidationPipe);
    if (!pipe || data !== undefined) continue;
    if (type === RouteParamtypes.BODY) inputs.body = pipe.schema;
    if (type === RouteParamtypes.QUERY) inputs.query = pipe.schema;
  }
  return inputs;
}

function queryParameters(book: SchemaBook, schema: ZodType): Array<Record<string, unknown>> {
  const object = book.convert(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: 'query', required: (object.required ?? []).includes(name), schema: rest, ...(description ? { description } : {}) };
  });
}

const PAGING_HEADERS = {
  [TOTAL_COUNT_HEADER]: { description: 'How many items match the filters, on every page.', required: true, schema: { type: 'string', pattern: '^[0-9]+$' } },
  [LINK_HEADER]: { description: 'The next page, as `<url>; rel="next"`; absent on the last page.', required: false, schema: { type: 'string' } },
};

/** Fills one operation from its handler: request, responses, errors, security. */
function describe(book: SchemaBook, operation: Operation, handler: Handler, path: string): void {
  const { query, ...validated } = validatedInputs(handler);
  const body = validated.body ?? (Reflect.getMetadata(REQUEST_SCHEMA, handler.method) as ZodType | undefined);
  const isPublic = Boolean(Reflect.getMetadata(PUBLIC_ROUTE, handler.method) ?? Reflect.getMetadata(PUBLIC_ROUTE, handler.controller));
  const returns = Reflect.getMetadata(RESPONSE_SCHEMA, handler.method) as ZodType | [ZodType] | undefined;
  const verb = Reflect.getMetadata(METHOD_METADATA, handler.method) as RequestMethod;
  const status = (Reflect.getMetadata(HTTP_CODE_METADATA, handler.method) as number | undefined) ?? (verb === RequestMethod.POST ? 201 : 200);

  // A body the controller describes itself (the multipart upload's @ApiBody) stays as it is.
  if (body && !operation.requestBody) operation.requestBody = { required: true, content: { 'application/json': { schema: book.convert(body, 'input') } } };
  const paged = Boolean(query && 'cursor' in ((book.convert(query, 'input').properties as object | undefined) ?? {}));
  if (query) operation.parameters = [...(operation.parameters ?? []).filter((parameter) => parameter.in !== 'query'), ...queryParameters(book, query)];

  const responses: Operation['responses'] = {};
  if (returns) {
    const schema = Array.isArray(returns) ? { type: 'array', items: book.convert(returns[0], 'output') } : book.convert(returns, 'output');
    responses[status] = { description: 'OK', content: { 'application/json': { schema } }, ...(paged ? { headers: PAGING_HEADERS } : {}) };
    for (const also of (Reflect.getMetadata(RESPONSE_ALSO_FOR, handler.method) as number[] | undefined) ?? []) {
      responses[also] = { description: 'The same shape, saying why not', content: { 'application/json': { schema } } };
    }
  } else if (status === 204) {
    responses[status] = { description: 'Done; no body.' };
  } else {
    responses[status] = operation.responses[status] ?? { description: '' };
  }
  const errors: number[] = [];
  if (body || query || path.includes('{')) errors.push(400);
  if (!isPublic) errors.push(401, 403);
  if (path.includes('{')) errors.push(404);
  if (isPublic && verb === RequestMethod.POST) errors.push(429);
  for (const code of errors) responses[code] = { description: ERRORS[code as keyof typeof ERRORS], content: { 'application/json': { schema: ERROR_REF } } };
  responses.default = { description: 'Any other failure, with its code (409 conflicts, 413, 415, 503...).', content: { 'application/json': { schema: ERROR_REF } } };
  operation.responses = responses;
  const keyScope = Reflect.getMetadata(API_KEY_SCOPE, handler.method) as string | undefined;
  operation.security = isPublic ? [] : [{ [COOKIE_AUTH]: [] }, ...(keyScope ? [{ [API_KEY_AUTH]: [keyScope] }] : [])];
}

/**
 * The API's OpenAPI document: @nestjs/swagger lists the routes, and each one's request and response
 * shapes come from the zod schemas its handler validates with (zodBody) and answers with (@Returns),
 * so the document cannot say something the code does not do.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(app, openApiHeader());
  const handlers = handlersOf(app);
  const book = new SchemaBook();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const operation of Object.values(item) as Operation[]) {
      const handler = operation && typeof operation === 'object' && 'operationId' in operation ? handlers.get(operation.operationId) : undefined;
      if (handler) describe(book, operation, handler, path);
    }
  }
  // The webhooks other software receives (OpenAPI 3.1 `webhooks`): what each event POSTs to an endpoint.
  const event = book.convert(webhookEventSchema, 'output');
  const webhooks = Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          summary: `${type}, signed with Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature)`,
          requestBody: { required: true, content: { 'application/json': { schema: event } } },
          responses: { '2XX': { description: 'Taken; anything else is tried again later' } },
        },
      },
    ]),
  );
  document.components = { ...document.components, schemas: Object.fromEntries(Object.entries(book.components).sort(([a], [b]) => a.localeCompare(b))) };
  return { ...document, webhooks } as OpenAPIObject;
}
