/* global self */
// Gems service worker (spec 01 §1). It makes the app installable and lets the manifest's
// share_target reach /share. It deliberately caches nothing: every request goes to the
// network as if there were no worker, so users never see stale pages or API answers.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
