// Commission type labels as the team shares them: per service (by base URL), so every
// colleague reads "Percentage" for the same type number. Loaded only with a team.
import type { SharedCollection, SharedRecord } from '../team';
import { commissionTypeStore, type CommissionTypeLabel } from './commission-types';
import type { ConnectionsByUrl } from './shared-last-set';

export interface TypeLabelsRecord extends SharedRecord {
  baseUrl: string;
  types: readonly CommissionTypeLabel[];
}

export function sharedTypeLabels(
  connections: ConnectionsByUrl,
): SharedCollection<TypeLabelsRecord> {
  const toRecord = (connectionId: string, types: readonly CommissionTypeLabel[]) => {
    const baseUrl = connections.baseUrlOf(connectionId);
    return baseUrl
      ? { key: encodeURIComponent(baseUrl), updatedAt: new Date().toISOString(), baseUrl, types }
      : undefined;
  };
  return {
    kind: 'type-labels',
    // Only lists a person saved; the first sync does not overwrite a colleague's newer ones.
    all: () =>
      Promise.resolve(
        Object.entries(commissionTypeStore.all())
          .flatMap(([id, types]) => toRecord(id, types) ?? [])
          .map((r) => ({ ...r, updatedAt: new Date(0).toISOString() })),
      ),
    subscribe: (onLocalChange) =>
      commissionTypeStore.onLocalChange((connectionId, types) => {
        const record = toRecord(connectionId, types);
        if (record) onLocalChange([record]);
      }),
    applyRemote(changes) {
      for (const { record } of changes) {
        const connectionId = connections.connectionIdFor(record.baseUrl);
        if (connectionId) commissionTypeStore.keepFromTeam(connectionId, record.types);
      }
      return Promise.resolve();
    },
  };
}
