/**
 * Runs work once the page is idle (at the latest after `timeout` ms): loading what the
 * first paint does not need must not compete with a person's first click.
 * Where requestIdleCallback is missing (Safari, jsdom) it runs on the next task.
 */
export function whenIdle(work: () => void, timeout = 1_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout });
    return () => {
      cancelIdleCallback(id);
    };
  }
  const id = setTimeout(work, 0);
  return () => {
    clearTimeout(id);
  };
}
