// What this browser pulls from the team's database. Claims never: only the server's copy
// is ever read (claims.ts asks it directly), and at a team's scale they are one document
// per order ever sent. History only inside the window (Settings → Team, 90 days unless
// changed): older entries stay on the server. Every other kind (settings, directory,
// templates, presets, connections) whole, tombstones included: they carry their kind.
// The filter runs on the server (CouchDB's `_changes?filter=_selector`), so what is left
// out never crosses the network. The selectors themselves: pull-filter.ts (engine only).

export const DEFAULT_HISTORY_DAYS = 90;
/** The longest window a person can choose: ten years. */
export const MAX_HISTORY_DAYS = 3650;
const DAY_MS = 86_400_000;

/** The first instant (ms) of a window of `days` days ending now. */
export const windowStart = (days: number, now = Date.now()) => now - days * DAY_MS;
