// Consoles before issue 34 answered the Demo with a service worker, whose registration
// outlives the deploy that removed it: while one controls a page, WebKit skips a real
// service's CORS preflight. At start-up it is unregistered, and a page it still
// controls reloads once, free of it (nothing has been typed yet).
const OLD_SCRIPT = /\/(demo-service-worker|mockServiceWorker)\.js$/;
const RELOADED = 'ac.old-demo-worker-reloaded';

type Workers = Pick<ServiceWorkerContainer, 'controller' | 'getRegistrations'>;

export async function retireOldDemoWorker(
  workers: Workers | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.serviceWorker,
  reload: () => void = () => {
    location.reload();
  },
): Promise<void> {
  if (!workers) return;
  const old = (await workers.getRegistrations()).filter((r) =>
    OLD_SCRIPT.test((r.active ?? r.waiting ?? r.installing)?.scriptURL ?? ''),
  );
  if (old.length === 0) return;
  await Promise.all(old.map((r) => r.unregister()));
  if (!workers.controller || !OLD_SCRIPT.test(workers.controller.scriptURL)) return;
  // Once only: should the browser keep the worker after all, the page still works (the
  // old worker answered only the Demo's path), rather than reloading without end.
  if (sessionStorage.getItem(RELOADED)) return;
  sessionStorage.setItem(RELOADED, '1');
  reload();
}
