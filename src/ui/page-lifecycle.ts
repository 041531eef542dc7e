// While the page unloads, the browser aborts requests on their way. Such a
// request may already have reached the service, so its failure must not be
// stored as "failed": callers ask here and leave it for the next load to call unknown.
let closing = false;
if (typeof window !== 'undefined') {
  const mark = () => {
    closing = true;
  };
  window.addEventListener('pagehide', mark);
  window.addEventListener('beforeunload', mark);
}

export const isPageClosing = () => closing;
