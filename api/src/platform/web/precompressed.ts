import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import express, { type RequestHandler, type Response } from 'express';

/** Text files the build writes .br and .gz copies of (tools/rspack/precompress.ts). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

const ENCODINGS = { br: '.br', gzip: '.gz' } as const;

/**
 * express.static for a built front end, answering with the Brotli or gzip copy the build wrote
 * beside each text file when the browser accepts it (`Vary: Accept-Encoding` on every text file),
 * so nothing is compressed per request. Files without copies are sent as they are.
 */
export function precompressedStatic(dir: string, setCacheHeaders: (response: Response, filePath: string) => void): RequestHandler {
  const root = normalize(dir + sep);
  const files = express.static(dir, { index: false, fallthrough: true, setHeaders: setCacheHeaders });
  return (request, response, next) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !COMPRESSIBLE.test(request.path)) return files(request, response, next);
    response.vary('Accept-Encoding');
    // Brotli whenever it is accepted at all (browsers list gzip first), else gzip.
    const encoding = (['br', 'gzip'] as const).find((name) => request.acceptsEncodings(name) === name);
    const suffix = encoding && ENCODINGS[encoding];
    let file: string;
    try {
      file = normalize(join(dir, decodeURIComponent(request.path)));
    } catch {
      return files(request, response, next); // malformed %-escapes: express.static answers
    }
    if (suffix && file.startsWith(root) && existsSync(file + suffix)) {
      // The type of the file asked for, not of .br/.gz (send keeps a Content-Type already set).
      response.type(extname(file));
      response.setHeader('Content-Encoding', encoding);
      request.url = request.url.replace(/(\?|$)/, `${suffix}$1`);
    }
    files(request, response, next);
  };
}
