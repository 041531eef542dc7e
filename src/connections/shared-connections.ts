// Connections as the team shares them: by name and base URL only (never the key, never
// the production mark's confirmation state). A colleague's connection to a service this
// browser has no connection for is added here without a key. Loaded only with a team.
import type { SharedCollection, SharedRecord } from '../team';
import type { Connection } from './connection';
import { connectionStore } from './connection-store';

export interface ConnectionRecord extends SharedRecord {
  name: string;
  baseUrl: string;
  production: boolean;
}

const normal = (url: string) => url.trim().replace(/\/+$/, '').toLowerCase();

const toRecord = (c: Connection, updatedAt: string): ConnectionRecord => ({
  key: encodeURIComponent(normal(c.baseUrl)),
  updatedAt,
  name: c.name,
  baseUrl: c.baseUrl,
  production: c.production,
});

export const sharedConnections = (): SharedCollection<ConnectionRecord> => ({
  kind: 'connection',
  all: () =>
    Promise.resolve(
      connectionStore
        .getSnapshot()
        .connections.filter((c) => !c.demo)
        .map((c) => toRecord(c, new Date(0).toISOString())),
    ),
  subscribe: (onLocalChange) =>
    connectionStore.onSaved((c) => {
      if (!c.demo) onLocalChange([toRecord(c, new Date().toISOString())]);
    }),
  applyRemote(changes) {
    for (const { record } of changes) {
      const known = connectionStore
        .getSnapshot()
        .connections.some((c) => normal(c.baseUrl) === normal(record.baseUrl));
      if (!known)
        connectionStore.addFromTeam({
          id: crypto.randomUUID(),
          name: record.name,
          baseUrl: record.baseUrl,
          production: record.production,
          rememberKey: false,
        });
    }
    return Promise.resolve();
  },
});
