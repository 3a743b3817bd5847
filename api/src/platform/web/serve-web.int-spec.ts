import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PackageEntity } from '../../catalog/packages/package.entity';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { FirstPaintTemplates } from '@dd/contracts/routes';

const script = 'console.log("the shell");'.repeat(50);

/** A built front end as the build leaves it: hashed and fixed names, each text file with .br and .gz beside it. */
function writeBuild(dir: string) {
  const write = (file: string, content: string, compressed = true) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), content);
    if (!compressed) return;
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(content));
    writeFileSync(join(dir, `${file}.gz`), gzipSync(content));
  };
  write('shell/index.html', '<!doctype html><html><head><title>Shell</title><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>');
  write('shell/main.0123abcd.js', script);
  write('shell/plain.0123abcd.js', script, false);
  // A deployed remote: an immutable versioned folder and the pointer naming it (tools/remotes.mjs).
  write('remotes/public/0123abcd/remoteEntry.js', script);
  write('remotes/public/0123abcd/mf-manifest.json', '{"name":"mfe_public"}');
  write('remotes/public/0123abcd/routes.json', JSON.stringify([
      { path: '/', title: 'Home', description: 'Professional mobile car detailing that comes to you, anywhere in Orange County.' },
      { path: '/packages', title: 'Packages', sidebar: false },
      { path: '/book', title: 'Book a Detail', sidebar: false },
    ]));
  write('remotes/public/0123abcd/first-paint.json', JSON.stringify(firstPaint('Premium car detailing done right')), false);
  write('remotes/public/current', '0123abcd', false);
}

/** A public release's first paint (as mfe-public/src/first-paint.ts builds it): its hero and the packages' slot. */
function firstPaint(hero: string): FirstPaintTemplates {
  const slot = '<!--packages-->';
  const grid = `<section><h2>Packages</h2><div class="fp-grid">${slot}</div></section>`;
  return {
    head: '<style>.fp-card{border:1px solid #e2e8f0}</style><header class="fp-header">Dad\'s Detailing</header>',
    pages: { '/': `<h1 data-app-waits>${hero}</h1>${grid}`, '/packages': `<h1 data-app-waits>Detailing Packages</h1>${grid}`, '/book': '<h1>Book a Detail</h1>' },
    packagesSlot: slot,
    packageCard: '<article class="fp-card"><h3>{name}</h3><p>{description}</p><div class="fp-price">{price}</div></article>',
    languages: {
      es: {
        head: '<header class="fp-header">Iniciar sesión</header>',
        pages: { '/': `<h1>Detallado de autos de primera</h1>${grid}`, '/packages': `<h1>Paquetes de detallado</h1>${grid}`, '/book': '<h1>Reservar un detallado</h1>' },
        titles: { '/': { title: "Dad's Detailing: detallado móvil", description: 'Detallado móvil profesional en el condado de Orange.' }, '/book': { title: 'Reservar un detallado' } },
      },
    },
  };
}

/** A raw GET (no client decompression), so the test sees exactly what was sent. */
function get(server: Server, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('serving the built front ends (MariaDB)', () => {
  let staticDir: string;
  let app: TestApp;
  let server: Server;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'dd-static-'));
    writeBuild(staticDir);
    app = await startTestApp('mysql', { env: { STATIC_DIR: staticDir } });
    server = app.app.getHttpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await app?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('sends the Brotli copy to browsers that take it, gzip to the others, the file itself to the rest, with Vary', async () => {
    const br = await get(server, '/main.0123abcd.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await get(server, '/main.0123abcd.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const identity = await get(server, '/main.0123abcd.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/Accept-Encoding/i);
    expect(identity.body.toString()).toBe(script);

    const remote = await get(server, '/remotes/public/0123abcd/remoteEntry.js', { 'Accept-Encoding': 'br' });
    expect(remote.headers['content-encoding']).toBe('br');

    // A file built without copies is still served, as it is.
    const plain = await get(server, '/plain.0123abcd.js', { 'Accept-Encoding': 'br' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('keeps hashed files for a year and makes the page, /remotes.json and manifests revalidate', async () => {
    for (const path of ['/main.0123abcd.js']) {
      expect((await get(server, path, { 'Accept-Encoding': 'br' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const path of ['/', '/packages', '/remotes.json', '/remotes/public/0123abcd/mf-manifest.json', '/remotes/public/0123abcd/remoteEntry.js']) {
      const response = await get(server, path, { Accept: 'text/html,*/*', 'Accept-Encoding': 'br' });
      // /remotes.json differs per browser while a candidate is tried: private.
      const cacheControl = path === '/remotes.json' ? 'private, no-cache' : 'no-cache';
      expect({ path, status: response.status, cacheControl: response.headers['cache-control'] }).toEqual({ path, status: 200, cacheControl });
    }
  });

  it('puts the public pages\' content, with live prices, title and description in the HTML itself', async () => {
    const page = async (path: string) => {
      const response = await get(server, path, { Accept: 'text/html', 'Accept-Encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      return brotliDecompressSync(response.body).toString();
    };
    const home = await page('/');
    expect(home).toContain('<h1 data-app-waits>Premium car detailing done right</h1>');
    expect(home).toMatch(/<title>Dad's Detailing[^<]*<\/title><meta name="description" content="[^"]{50,}"/);
    expect(home).toContain('The Tidy Up');
    expect(home).toContain('<div id="first-paint" style="position:absolute;top:0;left:0;right:0"><style>');
    expect(home).toContain('<div id="root" style="visibility:hidden"></div>');

    await app.app.get<DataSource>(getDataSourceToken()).getRepository(PackageEntity).update({ name: 'The Tidy Up' }, { basePriceSedans: '77.00' });
    expect(await page('/packages')).toMatch(/The Tidy Up<\/h3><p>[^<]*<\/p><div class="fp-price">\$77\.00</);
    // A fourth package: the hero counts none, the grid shows four.
    const packages = app.app.get<DataSource>(getDataSourceToken()).getRepository(PackageEntity);
    const { id: _id, ...tidy } = await packages.findOneByOrFail({ name: 'The Tidy Up' });
    await packages.insert({ ...tidy, name: 'The Fourth', type: 'express_exterior' });
    const four = await page('/packages');
    expect(four).not.toMatch(/three packages/i);
    expect(four.match(/class="fp-card"/g)).toHaveLength(4);
    expect(await page('/book')).toContain('Book a Detail');
    expect(await page('/book')).toContain("<title>Book a Detail | Dad's Detailing</title>");
    // A package's text is text, even where it looks like a pattern or a slot.
    await packages.update({ name: 'The Fourth' }, { name: 'Tidy $& {price} <b>' });
    expect(await page('/packages')).toContain('<h3>Tidy $&#38; {price} &#60;b&#62;</h3>');
  });

  it("paints a public page in the visitor's language: ?lang=, then the cookie, then Accept-Language, with hreflang links", async () => {
    const page = async (path: string, headers: Record<string, string> = {}) => {
      const response = await get(server, path, { Accept: 'text/html', ...headers });
      expect(response.headers.vary).toMatch(/Accept-Language.*Cookie/);
      return response.body.toString();
    };
    const spanish = await page('/', { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.8' });
    expect(spanish).toContain('<html lang="es" data-lang="chosen">');
    expect(spanish).toContain('<h1>Detallado de autos de primera</h1>');
    expect(spanish).toContain('The Tidy Up');
    expect(spanish).toContain("<title>Dad's Detailing: detallado móvil</title>");
    // Fully qualified, as search engines require (Lighthouse's hreflang audit fails a relative one).
    const origin = app.app.get<AppConfig>(APP_CONFIG).publicUrl;
    expect(origin).toMatch(/^https?:\/\/[^/]+$/);
    expect(spanish).toContain(`<link rel="alternate" hreflang="vi" href="${origin}/?lang=vi" /><link rel="alternate" hreflang="x-default" href="${origin}/" />`);
    expect(await page('/book', { 'Accept-Language': 'es' })).toContain("<title>Reservar un detallado | Dad's Detailing</title>");

    // The visitor's kept choice beats the browser's; ?lang= (a search engine following hreflang) beats both.
    expect(await page('/', { 'Accept-Language': 'es', Cookie: 'dd_lang=en' })).toContain('<html lang="en" data-lang="chosen">');
    expect(await page('/packages?lang=es', { Cookie: 'dd_lang=en' })).toContain('<h1>Paquetes de detallado</h1>');
    // A language the release paints none of: the app's language, over the English paint.
    const vietnamese = await page('/', { 'Accept-Language': 'vi-VN' });
    expect(vietnamese).toContain('<html lang="vi" data-lang="chosen">');
    expect(vietnamese).toContain('<h1 data-app-waits>Premium car detailing done right</h1>');
    expect(await page('/', { 'Accept-Language': 'de-DE' })).toContain('<html lang="en" data-lang="chosen">');
  });

  it('paints what the deployed public release says: a new release changes the first paint, a rollback brings it back, no restart', async () => {
    const release = (version: string, hero: string) => {
      mkdirSync(join(staticDir, 'remotes/public', version), { recursive: true });
      writeFileSync(join(staticDir, 'remotes/public', version, 'mf-manifest.json'), '{"name":"mfe_public"}');
      writeFileSync(join(staticDir, 'remotes/public', version, 'first-paint.json'), JSON.stringify(firstPaint(hero)));
      writeFileSync(join(staticDir, 'remotes/public/current'), version);
    };
    const home = async () => (await get(server, '/', { Accept: 'text/html' })).body.toString();
    release('4567cdef', 'Your car, detailed in your driveway');
    expect(await home()).toContain('<h1 data-app-waits>Your car, detailed in your driveway</h1>');
    expect(await home()).toContain('class="fp-card"');
    writeFileSync(join(staticDir, 'remotes/public/current'), '0123abcd');
    expect(await home()).toContain('<h1 data-app-waits>Premium car detailing done right</h1>');
    // A release that paints nothing: the page has no first paint and starts the app at once.
    release('89abcdef', 'unused');
    rmSync(join(staticDir, 'remotes/public/89abcdef/first-paint.json'));
    expect(await home()).toContain('<div id="root"></div>');
    writeFileSync(join(staticDir, 'remotes/public/current'), '0123abcd');
  });

  it('starts the shell on a public page with an inline script the CSP allows: a whole page on a visitor\'s first act, the others after the paint; other pages load it at once', async () => {
    const loaderOf = async (path: string, headers: Record<string, string> = {}) => {
      const response = await get(server, path, { Accept: 'text/html', ...headers });
      const page = response.body.toString();
      expect(page).not.toContain('<script defer');
      const script = /<div id="root" style="visibility:hidden"><\/div><script data-src="\/main\.0123abcd\.js">([^<]+)<\/script><\/body>/.exec(page)![1];
      expect(response.headers['content-security-policy']).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      return script;
    };
    // The release marks / and /packages as whole (decision 0385): a visitor's app waits for them to act.
    const onFirstAct = await loaderOf('/');
    expect(onFirstAct).toContain('"pointerdown"');
    expect(await loaderOf('/packages')).toBe(onFirstAct);
    // A page the release does not mark (here /book, as releases before decision 0405 painted it) starts after the paint.
    const afterPaint = await loaderOf('/book');
    expect(afterPaint).toContain('first-contentful-paint');
    // A signed-in visitor gets no visitors' paint (decision 0362): the app starts at once.
    const signedIn = (await get(server, '/', { Accept: 'text/html', Cookie: 'dd.bucket=3; dd.sid=s%3Aabc' })).body.toString();
    expect(signedIn).toContain('<script defer src="/main.0123abcd.js"></script>');
    expect(signedIn).not.toContain('first-paint');

    const account = (await get(server, '/account', { Accept: 'text/html' })).body.toString();
    expect(account).toContain('<script defer src="/main.0123abcd.js"></script>');
    expect(account).not.toContain('data-src');
  });

  it('paints the visitors\' page only for a browser without a session cookie, and tells it nobody is signed in', async () => {
    const hint = '<meta name="dd-session" content="none" />';
    const visitor = (await get(server, '/', { Accept: 'text/html' })).body.toString();
    expect(visitor).toContain('<div id="first-paint"');
    expect(visitor).toContain(hint);
    // Issue 36 item 13: someone who may be signed in never sees the visitors' page (Sign In, the marketing home) first.
    for (const cookie of ['dd.sid=s%3Aabc.def', 'dd.bucket=42; dd.sid=s%3Aabc.def']) {
      const signedIn = (await get(server, '/', { Accept: 'text/html', Cookie: cookie })).body.toString();
      expect(signedIn).not.toContain('id="first-paint"');
      expect(signedIn).not.toContain(hint);
      expect(signedIn).toContain('<div id="root"></div>');
      expect(signedIn).toContain('<script defer src="/main.0123abcd.js"></script>');
      expect(signedIn).toMatch(/<title>Dad's Detailing[^<]*<\/title><meta name="description"/);
    }
    // Another cookie of a similar name is no session.
    expect((await get(server, '/', { Accept: 'text/html', Cookie: 'xdd.sid=1; dd.sidx=2' })).body.toString()).toContain(hint);
  });

  it('does not leave the build folder', async () => {
    writeFileSync(join(staticDir, 'secret.json'), '{"token":"s3cr3t-value"}');
    writeFileSync(join(staticDir, 'secret.json.br'), brotliCompressSync('{"token":"s3cr3t-value"}'));
    const outside = await get(server, '/%2e%2e/secret.json', { Accept: 'application/json', 'Accept-Encoding': 'br' });
    expect(outside.status).toBe(404);
    expect(outside.body.toString()).not.toContain('s3cr3t-value');
  });
});
