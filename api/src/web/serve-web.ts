import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import express, { type Express, type Response } from 'express';
import { REMOTES } from '@dd/contracts/routes';
import type { AppConfig } from '../config/app-config';
import { deployedRemotes, remotesDir } from './remote-releases';

/** Files whose names carry a content hash never change, so browsers and CDNs keep them for a year. */
function setCacheHeaders(response: Response, filePath: string) {
  const hashed = /\.[0-9a-f]{8,}\./.test(basename(filePath));
  response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** The demo gallery pictures: next to the bundle once built, in api/assets while developing. */
export const assetsDir = existsSync(join(__dirname, 'assets')) ? join(__dirname, 'assets') : resolve(__dirname, '../../assets');

/**
 * One origin for everything: the shell at /, each remote's immutable versions at
 * /remotes/<name>/<version>/, and /remotes.json telling the shell which version of each remote to
 * load (and which area it serves), so a remote redeploys or rolls back without the shell.
 */
export function serveWeb(app: Express, config: Pick<AppConfig, 'staticDir' | 'remotes'>) {
  const files = (dir: string) => express.static(dir, { index: false, fallthrough: true, setHeaders: setCacheHeaders });

  const missing = REMOTES.filter((name) => !deployedRemotes(config)[name]);
  if (missing.length > 0) {
    new Logger('Web').warn(`Not deployed: the ${missing.join(', ')} remote(s) under ${remotesDir(config.staticDir)}; run \`npm run build\`.`);
  }
  app.get('/remotes.json', (_request, response) => {
    response.setHeader('Cache-Control', 'no-cache');
    response.json(deployedRemotes(config));
  });
  app.use('/remotes', files(remotesDir(config.staticDir)), (_request, response) => {
    response.status(404).type('text').send('Not found');
  });
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
