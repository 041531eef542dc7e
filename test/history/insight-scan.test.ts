import { describe, expect, it } from 'vitest';
import { addEntries } from '../../src/history/history-store';
import { scanHistory } from '../../src/history/insight-scan';
import { entry } from './fixtures';

const ids = (n: number, at: (i: number) => number, over = {}) =>
  Array.from({ length: n }, (_, i) => entry({ orderId: `O-${i}`, startedAt: at(i), ...over }));

async function scan(options: Parameters<typeof scanHistory>[0]) {
  const batches: string[][] = [];
  await scanHistory(options, (batch) => batches.push(batch.map((e) => e.orderId ?? '')));
  return batches;
}

describe('scanHistory', () => {
  it('hands over every entry in the range once, oldest first, in batches', async () => {
    await addEntries(ids(25, (i) => 1000 + i * 10));
    const batches = await scan({ from: 1050, to: 1200, batchSize: 4 });
    expect(batches.flat()).toEqual(Array.from({ length: 15 }, (_, i) => `O-${i + 5}`));
    expect(Math.max(...batches.map((b) => b.length))).toBeLessThanOrEqual(4);
  });

  it('reads entries that share a millisecond across batch ends once each', async () => {
    // Three per millisecond, read four at a time: every batch ends inside a millisecond.
    await addEntries(ids(12, (i) => 1000 + Math.floor(i / 3)));
    const read = (await scan({ from: 0, to: 5000, batchSize: 4 })).flat();
    expect(read.sort()).toEqual(
      ids(12, () => 0)
        .map((e) => e.orderId)
        .sort(),
    );
  });

  it('gets past more entries in one millisecond than a batch holds', async () => {
    await addEntries([...ids(9, () => 1000), entry({ orderId: 'LATER', startedAt: 1001 })]);
    const read = (await scan({ from: 0, to: 5000, batchSize: 4 })).flat();
    expect(read).toHaveLength(10);
    expect(new Set(read).size).toBe(10);
    expect(read.at(-1)).toBe('LATER');
  });

  it('keeps to one connection when given one, and stops when told to', async () => {
    await addEntries([
      ...ids(3, (i) => 1000 + i),
      ...ids(3, (i) => 1000 + i, { connectionId: 'other', orderId: 'X' }),
    ]);
    expect((await scan({ from: 0, to: 5000, connectionId: 'other' })).flat()).toEqual([
      'X',
      'X',
      'X',
    ]);
    const stop = new AbortController();
    stop.abort();
    expect(await scan({ from: 0, to: 5000, signal: stop.signal })).toEqual([]);
  });
});
