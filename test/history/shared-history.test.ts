// What History gives the team on a first sync: only this browser's entries newer than the
// last one it gave, as recorded in 'ac.history.team-pushed' (a number as text, written so
// by consoles before it moved onto storage-slot: they read the same).
import { expect, it } from 'vitest';
import { sharedHistory } from '../../src/history/shared-history';
import { addEntries, entry, listEntries } from './fixtures';

const collection = () =>
  sharedHistory({ browserId: 'this-browser', connectionIdFor: () => undefined });

it('gives the team only what an older console had not given it, and remembers the last', async () => {
  await addEntries(['O-1', 'O-2', 'O-3'].map((orderId) => entry({ orderId })));
  const ids = (await listEntries()).map((e) => e.id ?? 0).sort((a, b) => a - b);
  // Written by a console before this one: the id as plain text.
  localStorage.setItem('ac.history.team-pushed', String(ids[0]));

  const first = await collection().all();
  expect(first.map((r) => r.entry.orderId)).toEqual(['O-2', 'O-3']);
  expect(localStorage.getItem('ac.history.team-pushed')).toBe(String(ids[2]));
  expect(await collection().all()).toEqual([]);
});
