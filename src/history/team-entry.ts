// A colleague's entry as the team holds it, made into one of this browser's History
// entries: what replication copies in (shared-history.ts) and what a statement or
// Insights asks the team server for beyond this browser's window (older-team-entries.ts).
import type { HistoryEntry } from './history-entry';

/** What the team holds of an entry: everything but this browser's ids (the key is never in one). */
export type SharedEntry = Omit<HistoryEntry, 'id' | 'connectionId' | 'teamKey' | 'notShared'>;

/**
 * The key an entry has in the team: a colleague's copy keeps the one it came with; this
 * browser's own is its browser and its id here (`browserId` for entries from before ids).
 */
export const teamKeyOf = (entry: HistoryEntry, browserId: string) =>
  entry.teamKey ?? `${entry.browserId ?? browserId}:${String(entry.id)}`;

/**
 * The entry as History keeps it: sent by the account the team's rules checked wrote it
 * (whatever the entry says), on this browser's connection to the same service, found
 * again by its team key.
 */
export const entryFromTeam = (
  entry: SharedEntry,
  team: { key: string; author: string | undefined },
  connectionIdFor: (baseUrl: string) => string | undefined,
): HistoryEntry => ({
  ...entry,
  sentByAccount: team.author,
  connectionId: connectionIdFor(entry.baseUrl) ?? `team:${entry.baseUrl}`,
  teamKey: team.key,
});
