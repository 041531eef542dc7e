import { describe, expect, it, vi } from 'vitest';
import {
  beginEntry,
  clearHistory,
  completeEntry,
  entriesForOrder,
  prune,
} from '../../src/history/history-store';
import { entry, addEntries, listEntries } from './fixtures';

describe('history store', () => {
  it('writes an entry as pending and completes it with the outcome', async () => {
    const id = await beginEntry(entry({ outcome: { result: 'pending' } }));
    expect((await listEntries())[0]?.outcome.result).toBe('pending');
    await completeEntry(id, { result: 'failed', status: 404, durationMs: 5 });
    expect((await listEntries())[0]?.outcome).toEqual({
      result: 'failed',
      status: 404,
      durationMs: 5,
    });
  });

  it('lists newest first', async () => {
    await addEntries([
      entry({ startedAt: 1, orderId: 'a' }),
      entry({ startedAt: 3, orderId: 'c' }),
      entry({ startedAt: 2, orderId: 'b' }),
    ]);
    expect((await listEntries()).map((e) => e.orderId)).toEqual(['c', 'b', 'a']);
  });

  it('finds entries for an order id on one connection only', async () => {
    await addEntries([
      entry({ orderId: 'X' }),
      entry({ orderId: 'X', connectionId: 'other' }),
      entry({ orderId: 'Y' }),
    ]);
    const found = await entriesForOrder('demo', 'X');
    expect(found).toHaveLength(1);
    expect(found[0]?.connectionId).toBe('demo');
  });

  it('prunes the oldest entries beyond the limit', async () => {
    await addEntries(
      Array.from({ length: 10 }, (_, i) => entry({ startedAt: i, orderId: `o${i}` })),
    );
    await prune(4);
    expect((await listEntries()).map((e) => e.orderId)).toEqual(['o9', 'o8', 'o7', 'o6']);
  });

  it('applies the retention setting when an entry completes', async () => {
    localStorage.setItem('ac.history-retention.v1', '3');
    await addEntries(
      Array.from({ length: 3 }, (_, i) => entry({ startedAt: i, orderId: `o${i}` })),
    );
    const id = await beginEntry(entry({ startedAt: 99, orderId: 'new' }));
    await completeEntry(id, { result: 'recorded', status: 200 });
    expect((await listEntries()).map((e) => e.orderId)).toEqual(['new', 'o2', 'o1']);
  });

  it('clears everything', async () => {
    await addEntries([entry()]);
    await clearHistory();
    expect(await listEntries()).toEqual([]);
  });

  it('counts the store once while far below retention, again after another tab wrote, and still prunes', async () => {
    const counts = vi.spyOn(IDBObjectStore.prototype, 'count');
    const send = async (orderId: string, startedAt: number) =>
      completeEntry(await beginEntry(entry({ orderId, startedAt })), { result: 'recorded' });
    for (let i = 0; i < 5; i++) await send(`o${String(i)}`, i);
    // Counting walks every record: 5 sends below the default 200,000 count once.
    expect(counts).toHaveBeenCalledTimes(1);

    // Another tab writes: this tab no longer knows the count.
    const otherTab = new BroadcastChannel('ac-history');
    otherTab.postMessage('changed');
    await new Promise((r) => setTimeout(r, 50));
    otherTab.close();
    await send('o5', 5);
    expect(counts).toHaveBeenCalledTimes(2);

    // Over a lowered retention, the next send prunes as before.
    localStorage.setItem('ac.history-retention.v1', '3');
    await send('o6', 6);
    expect((await listEntries()).map((e) => e.orderId)).toEqual(['o6', 'o5', 'o4']);
    counts.mockRestore();
  });
});
