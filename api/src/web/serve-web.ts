import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Express, Response } from 'express';
import { REMOTES } from '@dd/contracts/routes';
import type { AppConfig } from '../config/app-config';
import { precompressedStatic } from './precompressed';

/** Files whose names carry a content hash never change, so browsers and CDNs keep them for a year; the rest revalidate. */
function setCacheHeaders(response: Response, filePath: string) {
  const hashed = /\.[0-9a-f]{8,}\./.test(basename(filePath));
  response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** The demo gallery pictures: next to the bundle once built, in api/assets while developing. */
export const assetsDir = existsSync(join(__dirname, 'assets')) ? join(__dirname, 'assets') : resolve(__dirname, '../../assets');

/**
 * One origin for everything: the shell at /, each remote at /remotes/<name>/, and /remotes.json
 * telling the shell where each remote's manifest is, so a remote redeploys without the shell.
 */
export function serveWeb(app: Express, config: Pick<AppConfig, 'staticDir' | 'remotes'>) {
  const files = (dir: string) => precompressedStatic(dir, setCacheHeaders);

  app.get('/remotes.json', (_request, response) => {
    response.setHeader('Cache-Control', 'no-cache');
    response.json(config.remotes);
  });
  for (const name of REMOTES) {
    app.use(`/remotes/${name}`, files(join(config.staticDir, `mfe-${name}`)), (_request, response) => {
      response.status(404).type('text').send('Not found');
    });
  }
  app.use('/demo', files(join(assetsDir, 'demo')));

  const shellDir = join(config.staticDir, 'shell');
  app.use(files(shellDir));
  // Every other page is a client-side route of the shell (which renders its own 404).
  app.get(/^(?!\/api(\/|$)).*/, (request, response, next) => {
    if (!request.accepts('html')) return next();
    const index = join(shellDir, 'index.html');
    if (!existsSync(index)) {
      response.status(503).type('text').send('The front end is not built yet: run `npm run build`, then reload.');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
}
