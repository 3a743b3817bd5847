import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  cookie?: string;
  /** The Accept-Language the client sent. */
  language?: string;
}

export type Handler = (req: RecordedRequest) => { status: number; body?: string; headers?: Record<string, string> };

/** A tiny local HTTP server for the api-client tests: real fetch, real responses. */
export async function startTestServer(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        body: raw ? JSON.parse(raw) : undefined,
        cookie: req.headers.cookie,
        language: req.headers['accept-language'],
      };
      requests.push(recorded);
      const { status, body = '', headers = {} } = handler(recorded);
      res.writeHead(status, headers);
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const json = (status: number, body: unknown) => ({
  status,
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
});
