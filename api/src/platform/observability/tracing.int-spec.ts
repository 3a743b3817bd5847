import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROOT } from '../../testing/built-api';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: string | number } }>;
}
const attribute = (span: Span, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};
const SERVER = 2;

/** The built API (`node dist/api/main.js`) on MariaDB, exporting its traces to a real OTLP/HTTP receiver. */
describe('OpenTelemetry traces over OTLP', () => {
  const spans: Span[] = [];
  const port = Number(process.env.E2E_PORT ?? 3425);
  const base = `http://127.0.0.1:${port}`;
  let receiver: Server;
  let database: TestDatabase;
  let api: ChildProcess;
  let output = '';

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (request.url === '/v1/traces') {
          const { resourceSpans } = JSON.parse(body) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: Span[] }> }> };
          spans.push(...resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    database = await createTestDatabase('mysql');
    api = spawn(process.execPath, ['dist/api/main.js'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        PUBLIC_URL: base,
        DATABASE_URL: database.databaseUrl,
        DATA_DIR: database.dataDir,
        SESSION_SECRET: 'trace-secret-trace-secret-trace-secret-01',
        LOG_FORMAT: 'json',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    api.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    for (let i = 0; ; i++) {
      if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
      if (i > 240) throw new Error(`API did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }, 180_000);

  afterAll(async () => {
    api?.kill('SIGKILL');
    await database?.drop();
    await new Promise((resolve) => receiver?.close(resolve));
  });

  it('exports a request as one trace: the server span by route, the database statements under it, and the trace id in its log line', async () => {
    const response = await fetch(`${base}/api/packages?active=true`, { headers: { 'x-request-id': 'trace-test-0001' } });
    expect(response.status).toBe(200);

    let server: Span | undefined;
    for (let i = 0; i < 100 && !server; i++) {
      server = spans.find((s) => s.kind === SERVER && attribute(s, 'http.route') === '/api/packages');
      if (!server) await new Promise((r) => setTimeout(r, 100));
    }
    expect(server).toBeDefined();
    const trace = spans.filter((s) => s.traceId === server!.traceId);
    const statements = trace.filter((s) => attribute(s, 'db.system') === 'mysql' || attribute(s, 'db.system.name') === 'mysql');
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.every((s) => s.parentSpanId)).toBe(true);

    const line = output.split('\n').find((l) => l.includes('"requestId":"trace-test-0001"'));
    expect(line && JSON.parse(line)).toMatchObject({ route: '/api/packages', traceId: server!.traceId });
  });

  it("writes no link's key nor query string into a span (decision 0456): a tracking token, a reset token", async () => {
    const token = `tok-${Date.now()}-secret`;
    const reset = `reset-${Date.now()}-secret`;
    await fetch(`${base}/api/track/${token}`, { headers: { 'x-request-id': 'trace-test-0002' } });
    await fetch(`${base}/auth/reset?token=${reset}`, { headers: { accept: 'text/html' } });
    let tracked: Span | undefined;
    for (let i = 0; i < 100 && !tracked; i++) {
      tracked = spans.find((s) => s.kind === SERVER && attribute(s, 'http.route') === '/api/track/:token');
      if (!tracked) await new Promise((r) => setTimeout(r, 100));
    }
    expect(tracked && (attribute(tracked, 'http.target') ?? attribute(tracked, 'url.path'))).toBe('/api/track/:token');
    await new Promise((r) => setTimeout(r, 500));
    const written = JSON.stringify(spans);
    expect(written).not.toContain(token);
    expect(written).not.toContain(reset);
  });

  it('leaves probes out of the traces', async () => {
    await fetch(`${base}/api/health`);
    await new Promise((r) => setTimeout(r, 500));
    expect(spans.filter((s) => s.kind === SERVER && (attribute(s, 'http.route') ?? attribute(s, 'url.path') ?? attribute(s, 'http.target'))?.toString().startsWith('/api/health'))).toEqual([]);
  });
});
