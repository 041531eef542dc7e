/**
 * Runs `fn` once the browser has painted the next frame: work that needs the page laid out
 * (focus, a measurement) then finds it done, instead of laying it out early inside a long task.
 * Returns a function that cancels it.
 */
export function afterNextPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
