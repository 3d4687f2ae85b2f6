/* global self, caches */
// Gems service worker (spec 01 §1, issue 31 §3): installable app, share target, offline shell.
//
// - It precaches the app shell (index.html) and the static files of the build it belongs to; the
//   build writes their list and a version into BUILD below (web/build/service-worker.ts). Each
//   build's cache has its own name; activating a new worker deletes the older ones.
// - Navigations go to the network first (a fresh index.html each time); offline they are answered
//   with the cached shell, and the app shows its offline state.
// - Hashed build files (/assets/…) never change, so they come from the cache when there.
// - Nothing else is touched: API answers, uploads and share pages always go to the network, so
//   one person's answers are never kept here or shown to anyone else.
const BUILD = { version: 'dev', files: ['/'] }; // replaced at build time

const CACHE = `gems-shell-${BUILD.version}`;
const SHELL = '/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(BUILD.files))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('gems-shell-') && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** The page offline: the shell of this build, or a plain line when even that is missing. */
async function offlineShell() {
  const cached = await caches.match(SHELL, { cacheName: CACHE });
  return (
    cached ??
    new Response('<!doctype html><title>Gems</title><p>You’re offline.</p>', {
      status: 503,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    })
  );
}

/** A hashed build file: from the cache, else from the network (and kept for next time). */
async function buildFile(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // The shell is the same for everyone (no user data is in index.html).
    event.respondWith(fetch(request).catch(() => offlineShell()));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(buildFile(request));
});
