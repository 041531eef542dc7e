// While the page unloads, the browser aborts requests on their way. Such a
// request may already have reached the service, so its failure must not be
// stored as "failed", and no new request may start: callers ask here.
// Only pagehide counts: after beforeunload the person may still choose to stay.
let closing = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    closing = true;
  });
  window.addEventListener('pageshow', () => {
    closing = false; // back from the back/forward cache: the page lives again
  });
}

export const isPageClosing = () => closing;
