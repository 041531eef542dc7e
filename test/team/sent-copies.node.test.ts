// Which of this browser's own copies in the replica the server holds (sent-copies.ts), on two
// in-memory PouchDB databases: the same revision, a later change on the server, an older
// change there, none there, and more copies than one page.
import PouchDB from 'pouchdb-core';
import MemoryAdapter from 'pouchdb-adapter-memory';
import { afterEach, expect, it } from 'vitest';
import { sentCopies, type SentCopies } from '../../src/team/sent-copies';

PouchDB.plugin(MemoryAdapter);
let n = 0;
const open = () => new PouchDB(`sent-copies-${String(++n)}`, { adapter: 'memory' });
const opened: PouchDB.Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
});

const ME = 'my-browser';
const DAY = '2026-12-01T';

/** A History document of this browser (or `browser`) at revision `rev`, changed at `time`. */
function copy(key: string, rev: string, time: string, browser = ME) {
  const [generation, hash] = rev.split('-');
  return {
    _id: `history:${browser}:${key}`,
    _rev: rev,
    // Its own history only: each side is written as an older console or the server holds it.
    _revisions: { start: Number(generation), ids: [hash] },
    kind: 'history',
    browserId: browser,
    author: 'ana',
    record: { key: `${browser}:${key}`, updatedAt: `${DAY}${time}Z` },
  };
}

async function pair(replica: object[], server: object[]) {
  const local = open();
  const remote = open();
  opened.push(local, remote);
  await local.bulkDocs(replica as PouchDB.Doc[], { new_edits: false });
  await remote.bulkDocs(server as PouchDB.Doc[], { new_edits: false });
  return { local, remote };
}

async function all(pages: AsyncGenerator<SentCopies>) {
  const out: SentCopies & { pages: number } = { held: [], newerHere: [], pages: 0 };
  for await (const page of pages) {
    out.held.push(...page.held);
    out.newerHere.push(...page.newerHere);
    out.pages += 1;
  }
  return out;
}

it('holds what the server has in the same change or a later one, and names what only the replica has', async () => {
  const { local, remote } = await pair(
    [
      copy('1', '1-a', '10:00:00'),
      copy('2', '1-a', '10:00:00'),
      copy('3', '2-b', '10:05:00'),
      copy('4', '2-b', '10:05:00'),
      copy('5', '1-a', '10:00:00'),
      copy('6', '1-a', '10:00:00', 'another-browser'),
      copy('7', '1-a', '10:00:00'),
    ],
    [
      copy('1', '1-a', '10:00:00'),
      // Completed later, directly.
      copy('2', '2-c', '10:09:00'),
      // Begun only, while the replica holds it complete: same generation, another change.
      copy('3', '2-c', '10:00:00'),
      // Written again directly, after the replica's change.
      copy('4', '2-c', '10:06:00'),
      copy('6', '1-a', '10:00:00', 'another-browser'),
      // The same change written both ways (another revision of it).
      copy('7', '1-x', '10:00:00'),
    ],
  );
  const found = await all(sentCopies(local, remote, 'history', ME));
  expect(found.held).toEqual([
    ['history:my-browser:1', '1-a'],
    ['history:my-browser:2', '1-a'],
    ['history:my-browser:4', '2-b'],
    ['history:my-browser:7', '1-a'],
  ]);
  expect(found.newerHere).toEqual([{ key: 'my-browser:3', updatedAt: `${DAY}10:05:00Z` }]);
});

it('reads every page, however many copies', async () => {
  const keys = Array.from({ length: 23 }, (_, i) => String(1000 + i));
  const docs = keys.map((k) => copy(k, '1-a', '10:00:00'));
  const { local, remote } = await pair(docs, docs.slice(0, 22));
  const found = await all(sentCopies(local, remote, 'history', ME, 5));
  expect(found.pages).toBe(5);
  expect(found.held.map(([id]) => id)).toEqual(keys.slice(0, 22).map((k) => `history:${ME}:${k}`));
  expect(found.newerHere).toEqual([]);
});
