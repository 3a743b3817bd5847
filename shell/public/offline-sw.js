/**
 * The offline shell (issue 37 item 10; decision 0378): a small service worker an area registers for its
 * own pages (the DAD portal does, see libs/ui/src/offline-shell.ts), so a reload with no signal shows
 * the app and the last answers it was given instead of the browser's offline page.
 *
 * It knows no area's paths: the scope comes from the registration, and which GET answers of the API
 * may be kept comes from this script's address (`?keep=/api/user,/api/dad/bookings`).
 *
 * - Pages in scope: from the network; with none, the last page the scope was given (one copy: every
 *   page of an area is the same index.html).
 * - Files whose names carry a content hash: from the cache, else the network (they never change, so a
 *   release can never be served stale: its new index.html names new files).
 * - Everything else of this origin that is not the API (remotes.json, the remotes' manifests): from the
 *   network; the last copy only with none.
 * - The API: only the kept answers, from the network; the last copy only with none and only if under a
 *   day old. They hold personal data: all of them go on sign-out, on a 401, and when this worker's
 *   version changes. Nothing else of the API is ever stored.
 */
const VERSION = 'v1';
const PREFIX = 'dd-offline-';
const FILES = `${PREFIX}${VERSION}-files`;
const PAGES = `${PREFIX}${VERSION}-pages`;
const ANSWERS = `${PREFIX}${VERSION}-answers`;
/** How old a kept answer may be when shown offline. */
const ANSWER_MAX_AGE_MS = 24 * 3600 * 1000;
/** Hashed files kept at most (older releases' files go first). */
const MAX_FILES = 400;
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const KEPT_AT = 'x-dd-kept-at';

const keep = (new URL(self.location.href).searchParams.get('keep') ?? '')
  .split(',')
  .map((path) => path.trim())
  .filter((path) => path.startsWith('/api/'));

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Another version's caches (and their personal data) go at once.
      for (const name of await caches.keys()) if (name.startsWith(PREFIX) && ![FILES, PAGES, ANSWERS].includes(name)) await caches.delete(name);
      await trimFiles();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== 'GET') {
    // Signing out forgets every kept answer.
    if (request.method === 'POST' && url.pathname === '/api/logout') event.waitUntil(caches.delete(ANSWERS));
    return;
  }
  if (request.mode === 'navigate') {
    if (url.pathname.startsWith(new URL(self.registration.scope).pathname)) event.respondWith(page(request));
    return;
  }
  if (url.pathname.startsWith('/api/')) {
    if (keep.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`))) event.respondWith(answer(request));
    return;
  }
  event.respondWith(HASHED.test(url.pathname) ? hashedFile(request) : networkFirst(FILES, request));
});

/** The page from the network (kept as the scope's copy); with none, the scope's last copy. */
async function page(request) {
  const scopeKey = new Request(self.registration.scope);
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(PAGES);
      await cache.put(scopeKey, response.clone());
    }
    return response;
  } catch (error) {
    const kept = await caches.match(scopeKey, { cacheName: PAGES });
    if (kept) return kept;
    throw error;
  }
}

async function hashedFile(request) {
  const kept = await caches.match(request, { cacheName: FILES });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(FILES)).put(request, response.clone());
  return response;
}

async function networkFirst(cacheName, request) {
  try {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(cacheName)).put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await caches.match(request, { cacheName });
    if (kept) return kept;
    throw error;
  }
}

/** A kept API answer: fresh from the network; offline, the last one if under a day old. */
async function answer(request) {
  const cache = await caches.open(ANSWERS);
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const kept = await cache.match(request);
    if (kept && Date.now() - Number(kept.headers.get(KEPT_AT)) < ANSWER_MAX_AGE_MS) return kept;
    if (kept) await cache.delete(request);
    throw error;
  }
  if (response.status === 401) await caches.delete(ANSWERS);
  else if (response.ok) {
    const headers = new Headers(response.headers);
    headers.set(KEPT_AT, String(Date.now()));
    await cache.put(request, new Response(await response.clone().blob(), { status: response.status, statusText: response.statusText, headers }));
  }
  return response;
}

async function trimFiles() {
  const cache = await caches.open(FILES);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_FILES))) await cache.delete(key);
}
