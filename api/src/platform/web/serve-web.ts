import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Logger } from '@nestjs/common';
import type { Express, Request, Response } from 'express';
import { REMOTES, type RemoteName } from '@dd/contracts/routes';
import type { AppConfig } from '../config/app-config';
import { cookieLanguage, isLanguage, negotiateLanguage, type Language } from '@dd/contracts/language';
import { APP_WAITS, escapeHtml, languageLinks, paintedPage, startAfterFirstPaint, type AppStart, type FirstPaint, type FirstPaintPages } from './first-paint';
import { precompressedStatic } from './precompressed';
import { deployedRemotes, remotesDir, type Bucket } from './remote-releases';
import { carriesSessionCookie } from './session-cookie';

/** Files whose names carry a content hash never change, so browsers and CDNs keep them for a year; the rest revalidate. */
function setCacheHeaders(response: Response, filePath: string) {
  const hashed = /\.[0-9a-f]{8,}\./.test(basename(filePath));
  response.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const API_PATH = /^\/api(\/|$)/;

/** The demo gallery pictures: next to the bundle once built, in api/assets while developing. */
export const assetsDir = existsSync(join(__dirname, 'assets')) ? join(__dirname, 'assets') : resolve(__dirname, '../../../assets');

const MANIFEST_PATH = /^\/remotes\/(public|customer|dad|admin)\/([\w.-]{1,64})\/mf-manifest\.json$/;
const BUCKET_COOKIE = 'dd.bucket';

/** Counts a remote version's page loads (ReleasesService). */
export interface LoadCounter {
  countLoad(remote: RemoteName, version: string): Promise<void>;
}

/** The browser's place in 0..99 for candidate releases, from its cookie or drawn now and kept for a year: sticky per browser. */
function browserBucket(request: Request, response: Response): Bucket {
  const kept = /(?:^|;\s*)dd\.bucket=(\d{1,2})(?:;|$)/.exec(request.headers.cookie ?? '');
  if (kept) return Number(kept[1]);
  const bucket = randomInt(100);
  response.cookie(BUCKET_COOKIE, String(bucket), { maxAge: 365 * 24 * 3600_000, httpOnly: true, sameSite: 'lax', path: '/' });
  return bucket;
}

/**
 * One origin for everything: the shell at /, each remote's immutable versions at
 * /remotes/<name>/<version>/, and /remotes.json telling the shell which version of each remote to
 * load (and which area it serves), so a remote redeploys or rolls back without the shell.
 */
export function serveWeb(app: Express, config: Pick<AppConfig, 'staticDir' | 'remotes' | 'publicUrl'>, firstPaint?: FirstPaintPages, releases?: LoadCounter) {
  const files = (dir: string) => precompressedStatic(dir, setCacheHeaders);

  // Every page may be indexed (Lighthouse's SEO audit asks for a valid robots.txt).
  app.get('/robots.txt', (_request, response) => {
    response.setHeader('Cache-Control', 'no-cache');
    response.type('text').send('User-agent: *\nAllow: /\n');
  });
  const missing = REMOTES.filter((name) => !deployedRemotes(config)[name]);
  if (missing.length > 0) {
    new Logger('Web').warn(`Not deployed: the ${missing.join(', ')} remote(s) under ${remotesDir(config.staticDir)}; run \`npm run build\`.`);
  }
  app.get('/remotes.json', (request, response) => {
    // Private: with a candidate, browsers get different answers (by their bucket cookie).
    response.setHeader('Cache-Control', 'private, no-cache');
    response.json(deployedRemotes(config, browserBucket(request, response)));
  });
  if (releases) {
    // A page loading a remote version fetches its manifest once: that is the version's load.
    app.get(MANIFEST_PATH, (request, _response, next) => {
      const [, remote, version] = MANIFEST_PATH.exec(request.path)!;
      releases.countLoad(remote as RemoteName, version).catch((error: unknown) => new Logger('Web').warn(`Could not count a load of ${remote} ${version}: ${String(error)}`));
      next();
    });
  }
  app.use('/remotes', files(remotesDir(config.staticDir)), (_request, response) => {
    response.status(404).type('text').send('Not found');
  });
  app.use('/demo', files(join(assetsDir, 'demo')));

  const shellDir = join(config.staticDir, 'shell');
  const shellFiles = files(shellDir);
  // The API's routes come after these: without this check every API request would cost a file-system look-up.
  app.use((request, response, next) => (API_PATH.test(request.path) ? next() : shellFiles(request, response, next)));
  // Every other page is a client-side route of the shell (which renders its own 404).
  app.get(/^(?!\/api(\/|$)).*/, (request, response, next) => {
    if (!request.accepts('html')) return next();
    const index = join(shellDir, 'index.html');
    if (!existsSync(index)) {
      response.status(503).type('text').send('The front end is not built yet: run `npm run build`, then reload.');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    if (!firstPaint) return response.sendFile(index);
    const session = carriesSessionCookie(request.headers.cookie);
    // The page differs by the visitor's language: a cache must key on what chose it.
    response.vary('Accept-Language');
    response.vary('Cookie');
    firstPaint
      .render(request.path, pageLanguage(request))
      .then((page) => sendPage(request, response, withFirstPaint(readFileSync(index, 'utf8'), page, config.publicUrl, request.path, session)))
      .catch(next);
  });
}

/**
 * Tells the shell that the browser sent no session cookie, so nobody is signed in and it need not ask
 * GET /api/user (whose 401 every browser logs as an error): libs/api-client's getUser reads it once.
 */
export const SIGNED_OUT_HINT = '<meta name="dd-session" content="none" />';

/**
 * The language a page is painted in (decision 0390): `?lang=` (the hreflang links), else the visitor's
 * kept choice (cookie), else the browser's Accept-Language.
 */
function pageLanguage(request: Request): Language {
  const asked = request.query.lang;
  if (isLanguage(asked)) return asked;
  return cookieLanguage(request.headers.cookie) ?? negotiateLanguage(request.headers['accept-language']);
}

/**
 * The built index.html with the page's language, title, description, language alternates and first
 * paint. `data-lang="chosen"` tells the app the server already chose the language (the app starts in it).
 * The painted page is the visitors' (Sign In in its header, the marketing home at `/`): a browser with
 * a session cookie gets none and waits for the app, which knows who is signed in (issue 36 item 13,
 * decision 0362). A page the public remote marks as whole (APP_WAITS) starts its app at the visitor's
 * first act (decision 0385).
 */
function withFirstPaint(html: string, page: FirstPaint, publicUrl: string, path: string, session: boolean): string {
  const painted = session ? '' : page.html;
  const start: AppStart = painted.includes(APP_WAITS) ? 'interaction' : 'paint';
  // A page without a first paint has nothing to show before the app: its script starts at once.
  // Replaced by functions: a `$&` in a package's name is text, not a pattern.
  return (painted ? startAfterFirstPaint(html, start) : html)
    .replace(/<html[^>]*>/, () => `<html lang="${page.language}" data-lang="chosen">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title><meta name="description" content="${escapeHtml(page.description)}" />${languageLinks(publicUrl, path)}${session ? '' : SIGNED_OUT_HINT}`)
    // The app renders into #root under the painted page and shows when its page is there (shell/src/first-paint.ts).
    .replace('<div id="root"></div>', () => (painted ? paintedPage(painted) : '<div id="root"></div>'));
}

/** A page made per request, compressed like the static files (a few KB: fast at these levels). */
function sendPage(request: Request, response: Response, html: string) {
  response.vary('Accept-Encoding');
  response.type('html');
  const body = Buffer.from(html);
  if (request.acceptsEncodings('br') === 'br') {
    response.setHeader('Content-Encoding', 'br');
    return response.send(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (request.acceptsEncodings('gzip') === 'gzip') {
    response.setHeader('Content-Encoding', 'gzip');
    return response.send(gzipSync(body, { level: 6 }));
  }
  response.send(body);
}
