// Learning at send time, for many answers at once (an import): answers that come while
// learning runs make one more run after it, never one per order, and no answer waits for
// learning; a steady stream of answers (a send) makes runs some time apart, not one after
// another. learn.ts is the real one, watched: each run is counted and the first is held.
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { learnFromSends } from '../../src/affiliates/learn-from-sends';
import { allRecords } from '../../src/affiliates/affiliate-store';
import { beginEntry, completeEntry } from '../../src/history';

const runs = vi.hoisted(() => ({ count: 0, done: 0, hold: Promise.resolve() }));
vi.mock('../../src/affiliates/learn', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/affiliates/learn')>();
  return {
    ...real,
    learnFromHistory: async () => {
      runs.count += 1;
      await runs.hold;
      const learned = await real.learnFromHistory();
      runs.done += 1;
      return learned;
    },
  };
});

const answer = (n: number) =>
  JSON.stringify({ affiliate: { id: `aff-${String(n)}`, name: `Partner ${String(n)}` } });

async function recordOrder(n: number) {
  const id = await beginEntry({
    startedAt: Date.now(),
    connectionId: 'demo',
    connectionName: 'Demo',
    baseUrl: '/demo-service',
    method: 'POST',
    path: `/v1/track/CODE-${String(n)}`,
    operation: 'order',
    source: 'import',
    orderId: `IMP-${String(n)}`,
    referralCode: `CODE-${String(n)}`,
    requestBody: {},
    outcome: { result: 'pending' },
  });
  await completeEntry(id, { result: 'recorded', status: 200, responseBody: answer(n) });
}

describe('learning from a batch of answers', () => {
  it('runs once more after the run under way, not once per order, and holds up no answer', async () => {
    let release: () => void = () => undefined;
    runs.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Runs as close together as answers ask (the spacing has its own test).
    const stop = learnFromSends(0);
    await recordOrder(1);
    await waitFor(() => {
      expect(runs.count).toBe(1);
    });
    // Learning is held: forty more answers are written all the same.
    for (let n = 2; n <= 41; n++) await recordOrder(n);
    expect(runs.count).toBe(1);
    release();
    await waitFor(() => {
      expect(runs.done).toBe(2);
    });
    expect(runs.count).toBe(2);
    expect(await allRecords()).toHaveLength(41);
    stop();
  });

  it('keeps runs apart while answers keep coming, and learns every one in the end', async () => {
    runs.hold = Promise.resolve();
    const [count, done] = [runs.count, runs.done];
    const every = 400;
    const stop = learnFromSends(every);
    const started = Date.now();
    for (let n = 101; n <= 130; n++) {
      await recordOrder(n);
      await new Promise((resume) => setTimeout(resume, 40));
    }
    const spent = Date.now() - started;
    // One run at once, then at most one per `every` ms (without the spacing: about one per answer).
    expect(runs.count - count).toBeLessThanOrEqual(2 + Math.ceil(spent / every));
    await waitFor(
      async () => {
        expect(runs.done).toBe(runs.count);
        const names = new Set((await allRecords()).map((r) => r.name));
        for (let n = 101; n <= 130; n++) expect(names).toContain(`Partner ${String(n)}`);
      },
      { timeout: 5_000 },
    );
    expect(runs.done - done).toBeGreaterThan(0);
    stop();
  });
});
