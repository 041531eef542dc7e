/* global self, importScripts */
// The Demo connection's service worker: msw's mock (mockServiceWorker.js, generated, kept
// as msw writes it) in front of the Demo's own path and nothing else. Any other request (a
// real service, the team database, the app's own files) meets no listener that answers it,
// so the browser makes it itself, with its own CORS checks: WebKit skips the preflight of a
// request that a worker passes on, and a service that refuses this origin would still get it.
// Registered before msw's listener, so it runs first and can stop it.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/demo-service/'))
    event.stopImmediatePropagation();
});
importScripts('./mockServiceWorker.js');
