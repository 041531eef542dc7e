// History as a collection the team shares: each entry this browser sent goes to the
// team's server with who sent it and from which browser; colleagues' entries are copied into
// this browser's History (Insights, search and the duplicate guard then see them).
// Loaded only when a team is configured (history's loadSharedHistory).
import { storageSlot } from '../lib/storage-slot';
import type { SharedCollection, SharedRecord } from '../team';
import type { HistoryEntry } from './history-entry';
import { db, notifyChange, notifyTeamEntries, onLocalEntry } from './history-store';
import { entryFromTeam, teamKeyOf, type SharedEntry } from './team-entry';
export interface HistoryRecord extends SharedRecord {
  entry: SharedEntry;
}

export interface SharedHistoryOptions {
  browserId: string;
  /** This browser's connection for a colleague's base URL (connections are shared by URL). */
  connectionIdFor: (baseUrl: string) => string | undefined;
  /** Settings → Team: whether shared entries keep the customer's details (asked each time; default no). */
  shareCustomerDetails?: () => boolean;
}

/**
 * The last entry id of this browser handed to the team (its first sync hands over only newer
 * ones; what the server has not taken yet waits in the team's outbox, direct-push.ts).
 */
const pushedSlot = storageSlot<number>({
  key: 'ac.history.team-pushed',
  check: (stored) => (typeof stored === 'number' && Number.isFinite(stored) ? stored : undefined),
  fallback: 0,
});

/**
 * The entry without the customer's details (name, email, phone, address, IP): the request's
 * `customer`, and the service's answer, which may repeat them. The order, its money, the
 * referral code, the outcome and who sent it stay.
 */
function withoutCustomer(entry: SharedEntry): SharedEntry {
  const body = entry.requestBody;
  const requestBody =
    typeof body === 'object' && body !== null && !Array.isArray(body) && 'customer' in body
      ? Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'customer'))
      : body;
  const { responseBody: _answer, responseCut: _cut, ...outcome } = entry.outcome;
  return { ...entry, requestBody, outcome };
}

function toRecord(
  entry: HistoryEntry,
  options: Omit<SharedHistoryOptions, 'connectionIdFor'>,
): HistoryRecord | undefined {
  if (entry.id === undefined || entry.teamKey !== undefined) return undefined;
  const { id: _id, connectionId: _local, teamKey: _none, notShared: _mark, ...rest } = entry;
  const shared = { ...rest, browserId: entry.browserId ?? options.browserId };
  return {
    key: teamKeyOf(entry, options.browserId),
    updatedAt: new Date(
      entry.outcome.result === 'pending' ? entry.startedAt : Date.now(),
    ).toISOString(),
    // The bridge stamps updatedBy with the signed-in account.
    entry: options.shareCustomerDetails?.() ? shared : withoutCustomer(shared),
  };
}

export function sharedHistory(options: SharedHistoryOptions): SharedCollection<HistoryRecord> {
  return {
    kind: 'history',
    // History's own database holds colleagues' entries whole: the replica lets go of them.
    keepsOwnCopy: true,
    // Entries sent here go to the team's server directly: the replica never holds them.
    sentDirect: true,
    async recordsOf(keys) {
      const store = (await db()).transaction('entries').store;
      const entries = await Promise.all(
        keys.map((key) => store.get(Number(key.slice(key.lastIndexOf(':') + 1)))),
      );
      return entries.flatMap((e) => (e ? (toRecord(e, options) ?? []) : []));
    },
    /** Entries sent here since the last first sync (older ones went then). */
    async all() {
      const from = pushedSlot.read();
      const entries = await (await db()).getAll('entries', IDBKeyRange.lowerBound(from, true));
      const last = entries.at(-1)?.id;
      if (last !== undefined) pushedSlot.write(last);
      return entries.flatMap((e) => toRecord(e, options) ?? []);
    },
    subscribe(onLocalChange) {
      return onLocalEntry((entry) => {
        const record = toRecord(entry, options);
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
        changes.map(({ record }) =>
          entryFromTeam(
            record.entry,
            { key: record.key, author: record.updatedBy },
            options.connectionIdFor,
          ),
        ),
      );
      notifyTeamEntries();
    },
    async refused(keys, reason) {
      const database = await db();
      const tx = database.transaction('entries', 'readwrite');
      for (const key of keys) {
        const colon = key.indexOf(':');
        if (key.slice(0, colon) !== options.browserId) continue;
        const entry = await tx.store.get(Number(key.slice(colon + 1)));
        if (entry) await tx.store.put({ ...entry, notShared: reason });
      }
      await tx.done;
      notifyChange();
    },
  };
}
