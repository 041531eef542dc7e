// History as a collection the team shares: each entry this browser sent goes to the
// team with who sent it and from which browser; colleagues' entries are copied into
// this browser's History (Insights, search and the duplicate guard then see them).
// Loaded only when a team is configured (history's loadSharedHistory).
import type { SharedCollection, SharedRecord } from '../team';
import type { HistoryEntry } from './history-entry';
import { db, notifyChange, onLocalEntry } from './history-store';

/** What the team holds of an entry: everything but this browser's ids (the key is never in one). */
type SharedEntry = Omit<HistoryEntry, 'id' | 'connectionId' | 'teamKey'>;
export interface HistoryRecord extends SharedRecord {
  entry: SharedEntry;
}

export interface SharedHistoryOptions {
  browserId: string;
  /** This browser's connection for a colleague's base URL (connections are shared by URL). */
  connectionIdFor: (baseUrl: string) => string | undefined;
}

const PUSHED_SLOT = 'ac.history.team-pushed';

function toRecord(entry: HistoryEntry, browserId: string): HistoryRecord | undefined {
  if (entry.id === undefined || entry.teamKey !== undefined) return undefined;
  const { id, connectionId: _local, teamKey: _none, ...shared } = entry;
  return {
    key: `${entry.browserId ?? browserId}:${String(id)}`,
    updatedAt: new Date(
      entry.outcome.result === 'pending' ? entry.startedAt : Date.now(),
    ).toISOString(),
    ...(entry.sentBy ? { updatedBy: entry.sentBy } : {}),
    entry: { ...shared, browserId: entry.browserId ?? browserId },
  };
}

export function sharedHistory(options: SharedHistoryOptions): SharedCollection<HistoryRecord> {
  return {
    kind: 'history',
    /** Entries sent here since the last first sync (older ones went then). */
    async all() {
      const from = Number(localStorage.getItem(PUSHED_SLOT) ?? 0);
      const entries = await (await db()).getAll('entries', IDBKeyRange.lowerBound(from, true));
      const last = entries.at(-1)?.id;
      if (last !== undefined) localStorage.setItem(PUSHED_SLOT, String(last));
      return entries.flatMap((e) => toRecord(e, options.browserId) ?? []);
    },
    subscribe(onLocalChange) {
      return onLocalEntry((entry) => {
        const record = toRecord(entry, options.browserId);
        if (record) onLocalChange([record]);
      });
    },
    async applyRemote(changes) {
      if (changes.length === 0) return;
      const database = await db();
      const code = await import('./history-db');
      // One transaction for the batch; an entry is found again by its time and team key.
      await code.applyTeamEntries(
        database,
        changes.map(({ record }) => ({
          ...record.entry,
          connectionId:
            options.connectionIdFor(record.entry.baseUrl) ?? `team:${record.entry.baseUrl}`,
          teamKey: record.key,
        })),
      );
      notifyChange();
    },
  };
}
