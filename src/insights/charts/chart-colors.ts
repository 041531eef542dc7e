// Chart colours from the app's custom properties, so that charts follow the light
// and dark schemes; charts redraw when the scheme changes.

export interface ChartColors {
  recorded: string;
  failed: string;
  unknown: string;
  text: string;
  grid: string;
}

export function chartColors(): ChartColors {
  const css = getComputedStyle(document.documentElement);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    recorded: v('--ok', '#1e6b34'),
    failed: v('--danger', '#b3261e'),
    unknown: v('--warn', '#7a4d00'),
    text: v('--muted', '#59636e'),
    grid: v('--border', '#cfd6dd'),
  };
}

/** Calls `onChange` when the colour scheme changes; returns the unsubscribe. */
export function onSchemeChange(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}
