// While the page unloads, the browser aborts requests on their way. Such a
// request may already have reached the service, so its failure must not be
// stored as "failed", and no new request may start: callers ask here.
//
// Two signs, in order. beforeunload comes first: Firefox (and Chromium under load)
// aborts requests before pagehide, so from beforeunload on no new request starts.
// The person may still choose to stay after it: the page counts as staying again on
// their next key or click, or once it has stayed visible for a moment. A page hidden
// after beforeunload is going (unloading hides it before pagehide in WebKit and Firefox):
// it counts as staying only once it is back in view. pagehide is final: the page is
// going (until pageshow brings it back from the back/forward cache). A page hidden with
// no beforeunload is a tab in the background, not one going: sending goes on there.
let closing = false;
let leaving = false;
let staying: (() => void)[] = [];
/** How long a page that was asked to unload must still be here to count as staying. */
const STAYED_AFTER_MS = 2_000;

function stay() {
  if (closing || !leaving) return;
  leaving = false;
  const waiting = staying;
  staying = [];
  for (const resolve of waiting) resolve();
}

let stayTimer: ReturnType<typeof setTimeout> | undefined;
/** A leaving page that is still in view after a moment stays; a hidden one waits to be seen. */
function stayAfterAMoment() {
  clearTimeout(stayTimer);
  stayTimer = setTimeout(() => {
    if (document.visibilityState !== 'hidden') stay();
  }, STAYED_AFTER_MS);
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leaving = true;
    stayAfterAMoment();
  });
  document.addEventListener('visibilitychange', () => {
    if (leaving && document.visibilityState === 'visible') stayAfterAMoment();
  });
  for (const sign of ['pointerdown', 'keydown'])
    window.addEventListener(sign, stay, { capture: true });
  window.addEventListener('pagehide', () => {
    closing = true;
  });
  window.addEventListener('pageshow', () => {
    closing = false; // back from the back/forward cache: the page lives again
    stay();
  });
}

export const isPageClosing = () => closing;
/** True from beforeunload until the page shows that it stays (or for good, once it closes). */
export const isPageLeaving = () => leaving || closing;
/** Resolves at once on a page that is not leaving; otherwise when it shows it stays (never if it goes). */
export const whenPageStays = (): Promise<void> =>
  isPageLeaving() ? new Promise((resolve) => staying.push(resolve)) : Promise.resolve();
