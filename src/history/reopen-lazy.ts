// "Open as new" loads its step with History's chunk (./page): only a route opened from
// History needs it, and that chunk is loaded by then. Both forms' routes use this one.
import { lazy } from 'react';

export const LazyReopenEntry = lazy(() =>
  import('./page').then((m) => ({ default: m.ReopenEntry })),
);
