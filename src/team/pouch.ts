// PouchDB as the console uses it: the core with the IndexedDB adapter (this browser's
// copy), the HTTP adapter (the team's CouchDB) and replication. Loaded only when a team
// is configured: this module is the lazy chunk's root.
import PouchDB from 'pouchdb-core';
import IndexedDbAdapter from 'pouchdb-adapter-indexeddb';
import HttpAdapter from 'pouchdb-adapter-http';
import Replication from 'pouchdb-replication';
import { databaseUrl, type TeamSettings } from './team-settings';

PouchDB.plugin(IndexedDbAdapter).plugin(HttpAdapter).plugin(Replication);

export type TeamDb = PouchDB.Database;

/** The team's database on its server; the credentials go in a header, never in the URL. */
export function openRemote(settings: TeamSettings, password: string): TeamDb {
  return new PouchDB(databaseUrl(settings), {
    skip_setup: true,
    auth: { username: settings.username, password },
  });
}

/**
 * This browser's replica of one team database (one per server and database). Compacted as
 * it goes: without it the indexeddb adapter keeps every earlier revision's body (an entry
 * sent here is written twice, begun and completed; a template once per save).
 */
export function openLocal(settings: TeamSettings): TeamDb {
  return new PouchDB(localName(settings), { adapter: 'indexeddb', auto_compaction: true });
}

const localName = (settings: Pick<TeamSettings, 'url' | 'database'>) =>
  `ac-team:${databaseUrl(settings)}`;
