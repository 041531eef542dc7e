// The Mango selectors of the pull (what pull-selector.ts's window means on the wire). Apart
// from pull-selector.ts because only the lazily loaded engine needs them: the first page
// reads the window's days.

/** Every kind but claims and History: settings, directory, templates, presets, connections. */
export const otherKindsSelector = () => ({ kind: { $nin: ['claim', 'history'] } });

/**
 * Colleagues' History from `since` (ms). This browser's own entries never come back: only it
 * writes them (the team's rules refuse anyone else), and each one it pushed would otherwise
 * wake the pull for a round of requests that brings nothing (a send of 300 orders: hundreds).
 */
const historySelector = (since: number, browserId: string) => ({
  kind: 'history',
  'record.entry.startedAt': { $gte: since },
  browserId: { $ne: browserId },
});

/**
 * The Mango selector for the pull: every kind but claims, and colleagues' History from
 * `since` (ms). PouchDB names a replication after it: a change of its shape starts a new
 * replication, which pull-start.ts starts at the change the old one reached (PULL_SHAPE).
 */
export function pullSelector(since: number, browserId: string) {
  return { $or: [otherKindsSelector(), historySelector(since, browserId)] };
}
