// "Last set" commission settings as the team shares them: per service (by base URL, as
// connections are shared) and affiliate, so a manager on a second laptop starts from
// what a colleague last sent. Loaded only when a team is configured.
import type { SharedCollection, SharedRecord } from '../team';
import { allLastSets, onLocalLastSet, writeLastSet, type LastSet } from './last-set-store';

export interface LastSetRecord extends SharedRecord {
  baseUrl: string;
  affiliateId: string;
  lastSet: LastSet;
}

export interface ConnectionsByUrl {
  /** A connection's base URL, or undefined for the Demo (each browser's own mock). */
  baseUrlOf: (connectionId: string) => string | undefined;
  connectionIdFor: (baseUrl: string) => string | undefined;
}

function toRecord(
  baseUrl: string | undefined,
  affiliateId: string,
  lastSet: LastSet,
): LastSetRecord | undefined {
  if (!baseUrl) return undefined;
  return {
    key: `${encodeURIComponent(baseUrl)}|${affiliateId}`,
    updatedAt: new Date(lastSet.at).toISOString(),
    baseUrl,
    affiliateId,
    lastSet,
  };
}

export function sharedLastSet(connections: ConnectionsByUrl): SharedCollection<LastSetRecord> {
  return {
    kind: 'last-set',
    all: () =>
      Promise.resolve(
        allLastSets().flatMap(
          (r) => toRecord(connections.baseUrlOf(r.connectionId), r.affiliateId, r.lastSet) ?? [],
        ),
      ),
    subscribe: (onLocalChange) =>
      onLocalLastSet((connectionId, affiliateId, lastSet) => {
        const record = toRecord(connections.baseUrlOf(connectionId), affiliateId, lastSet);
        if (record) onLocalChange([record]);
      }),
    applyRemote(changes) {
      for (const { record } of changes) {
        const connectionId = connections.connectionIdFor(record.baseUrl);
        if (connectionId) writeLastSet(connectionId, record.affiliateId, record.lastSet);
      }
      return Promise.resolve();
    },
  };
}
