// The Mango selectors of the pull (what pull-selector.ts's window means on the wire). Apart
// from pull-selector.ts because only the lazily loaded engine needs them: the first page
// reads the window's days.

/** Every kind but claims and History: settings, directory, templates, presets, connections. */
export const otherKindsSelector = () => ({ kind: { $nin: ['claim', 'history'] } });

/** History from `since` (ms). */
const historySelector = (since: number) => ({
  kind: 'history',
  'record.entry.startedAt': { $gte: since },
});

/**
 * The Mango selector for the pull: every kind but claims, and History from `since` (ms).
 * PouchDB names a replication after it: its shape must not change, or every browser's pull
 * starts again from the team's first change.
 */
export function pullSelector(since: number) {
  return { $or: [otherKindsSelector(), historySelector(since)] };
}
