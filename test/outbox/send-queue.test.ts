import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Outcome } from '../../src/api/client';
import { retryAfterMs, SendQueue, type ItemUpdate } from '../../src/outbox/send-queue';

const ok: Outcome = {
  kind: 'success',
  status: 200,
  headers: {},
  body: { kind: 'empty' },
  durationMs: 1,
};
const http = (status: number, headers: Record<string, string> = {}): Outcome => ({
  kind: 'http-error',
  status,
  headers,
  body: { kind: 'empty' },
  durationMs: 1,
});

/** A send that answers after `ms` fake milliseconds. */
const after = (ms: number, outcome: Outcome) =>
  new Promise<Outcome>((r) =>
    setTimeout(() => {
      r(outcome);
    }, ms),
  );

describe('SendQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores "sending" before each request leaves, and starts none once the page is closing', async () => {
    const log: string[] = [];
    let closing = false;
    const q = new SendQueue([0, 1, 2, 3], {
      concurrency: 1,
      shouldStop: () => closing,
      send: (index) => {
        log.push(`send ${index}`);
        if (index === 1) closing = true; // the page starts to unload while order 1 is on its way
        return Promise.resolve(ok);
      },
      update: (index, u: ItemUpdate) => {
        log.push(`${u.state} ${index}`);
      },
    });
    await q.run();
    expect(log).toEqual(['sending 0', 'send 0', 'recorded 0', 'sending 1', 'send 1', 'recorded 1']);
  });

  it('starts nothing while the page may be going, and goes on once it stays', async () => {
    const log: string[] = [];
    let leaving = false;
    let stay: () => void = () => undefined;
    const q = new SendQueue([0, 1, 2], {
      concurrency: 1,
      isLeaving: () => leaving,
      whenStaying: () =>
        leaving
          ? new Promise<void>((resolve) => {
              stay = () => {
                leaving = false;
                resolve();
              };
            })
          : Promise.resolve(),
      send: (index) => {
        log.push(`send ${index}`);
        if (index === 0) leaving = true; // beforeunload while order 0 is on its way
        return Promise.resolve(ok);
      },
      update: (index, u: ItemUpdate) => {
        log.push(`${u.state} ${index}`);
      },
    });
    const done = q.run();
    await vi.runAllTimersAsync();
    expect(log).toEqual(['sending 0', 'send 0', 'recorded 0']);
    stay(); // the person chose to stay
    await done;
    expect(log).toEqual([
      'sending 0',
      'send 0',
      'recorded 0',
      'sending 1',
      'send 1',
      'recorded 1',
      'sending 2',
      'send 2',
      'recorded 2',
    ]);
  });

  it('stores a request queued again when the page began to go while "sending" was stored', async () => {
    const log: string[] = [];
    let leaving = false;
    let staying: (() => void) | undefined;
    const q = new SendQueue([0], {
      concurrency: 1,
      isLeaving: () => leaving,
      whenStaying: () =>
        leaving ? new Promise<void>((resolve) => (staying = resolve)) : Promise.resolve(),
      send: (index) => {
        log.push(`send ${index}`);
        return Promise.resolve(ok);
      },
      update: (index, u: ItemUpdate) => {
        log.push(`${u.state} ${index}`);
        if (u.state === 'sending' && log.length === 1) leaving = true; // beforeunload mid-write
      },
    });
    const done = q.run();
    await vi.runAllTimersAsync();
    expect(log).toEqual(['sending 0', 'queued 0']);
    leaving = false;
    staying?.();
    await done;
    expect(log).toEqual(['sending 0', 'queued 0', 'sending 0', 'send 0', 'recorded 0']);
  });

  it('queues a request again, and sends it once the page stays, when it was kept back before fetch()', async () => {
    const log: string[] = [];
    let leaving = false;
    let staying: (() => void) | undefined;
    let sends = 0;
    const keptBack: Outcome = {
      kind: 'not-sent',
      reason: 'page-leaving',
      message: 'kept',
      durationMs: 0,
    };
    const q = new SendQueue([0], {
      concurrency: 1,
      isLeaving: () => leaving,
      whenStaying: () =>
        leaving ? new Promise<void>((resolve) => (staying = resolve)) : Promise.resolve(),
      send: (index) => {
        log.push(`send ${index}`);
        if (++sends === 1) {
          leaving = true; // beforeunload while the History entry was written
          return Promise.resolve(keptBack);
        }
        return Promise.resolve(ok);
      },
      update: (index, u: ItemUpdate) => {
        log.push(`${u.state} ${index}`);
      },
    });
    const done = q.run();
    await vi.runAllTimersAsync();
    expect(log).toEqual(['sending 0', 'send 0', 'queued 0']);
    leaving = false;
    staying?.();
    await done;
    expect(log).toEqual(['sending 0', 'send 0', 'queued 0', 'sending 0', 'send 0', 'recorded 0']);
  });

  it('stores a request queued again when a cancel came while its "sending" was stored', async () => {
    const log: string[] = [];
    let stopped = false; // the runner's Cancel: its shouldStop answers true from then on
    const q = new SendQueue([0, 1], {
      concurrency: 1,
      send: (index) => {
        log.push(`send ${index}`);
        return Promise.resolve(ok);
      },
      update: (index, u: ItemUpdate) => {
        log.push(`${u.state} ${index}`);
        if (u.state === 'sending' && index === 1) stopped = true; // Cancel pressed mid-write
      },
      shouldStop: () => stopped,
    });
    await q.run();
    expect(log).toEqual(['sending 0', 'send 0', 'recorded 0', 'sending 1', 'queued 1']);
  });

  it('works through a large job without copying or shifting its index list', async () => {
    const n = 200_000;
    let sent = 0;
    const q = new SendQueue(
      Array.from({ length: n }, (_, i) => i),
      {
        concurrency: 8,
        send: () => {
          sent++;
          return Promise.resolve(ok);
        },
        update: () => undefined,
      },
    );
    await q.run();
    expect(sent).toBe(n);
  });

  it('never has more requests in flight than the concurrency', async () => {
    let inFlight = 0;
    let most = 0;
    const q = new SendQueue([...Array(10).keys()], {
      concurrency: 3,
      send: async () => {
        inFlight++;
        most = Math.max(most, inFlight);
        const o = await after(100, ok);
        inFlight--;
        return o;
      },
      update: () => undefined,
    });
    const done = q.run();
    await vi.runAllTimersAsync();
    await done;
    expect(most).toBe(3);
  });

  it('caps the rate at requests per second', async () => {
    const starts: number[] = [];
    const q = new SendQueue([0, 1, 2, 3], {
      concurrency: 4,
      ratePerSecond: 2,
      send: () => {
        starts.push(Date.now());
        return Promise.resolve(ok);
      },
      update: () => undefined,
    });
    const t0 = Date.now();
    const done = q.run();
    await vi.runAllTimersAsync();
    await done;
    expect(starts.map((t) => t - t0)).toEqual([0, 500, 1000, 1500]);
  });

  it('retries 429 after the Retry-After delay and 503 with backoff; nothing else', async () => {
    const calls: Record<number, number[]> = { 0: [], 1: [], 2: [] };
    const answers: Record<number, Outcome[]> = {
      0: [http(429, { 'retry-after': '3' }), ok],
      1: [http(503), http(503), ok],
      2: [http(500)],
    };
    const updates: [number, ItemUpdate][] = [];
    const t0 = Date.now();
    const q = new SendQueue([0, 1, 2], {
      concurrency: 3,
      random: () => 1,
      send: (i) => {
        calls[i]?.push(Date.now() - t0);
        return Promise.resolve(answers[i]?.shift() ?? ok);
      },
      update: (i, u) => {
        updates.push([i, u]);
      },
    });
    const done = q.run();
    await vi.runAllTimersAsync();
    await done;
    expect(calls[0]).toEqual([0, 3000]);
    expect(calls[1]).toEqual([0, 1000, 3000]);
    expect(calls[2]).toEqual([0]);
    const final = (i: number) => updates.filter(([j]) => j === i).at(-1)?.[1];
    expect(final(0)).toMatchObject({ state: 'recorded', attempts: 2 });
    expect(final(1)).toMatchObject({ state: 'recorded', attempts: 3 });
    expect(final(2)).toMatchObject({ state: 'failed', status: 500, attempts: 1 });
  });

  it('calls a timeout unknown and does not retry it', async () => {
    const send = vi.fn(() =>
      Promise.resolve<Outcome>({ kind: 'timeout', timeoutMs: 30_000, durationMs: 30_000 }),
    );
    const updates: ItemUpdate[] = [];
    const q = new SendQueue([0], {
      concurrency: 1,
      send,
      update: (_i, u) => {
        updates.push(u);
      },
    });
    await q.run();
    expect(send).toHaveBeenCalledTimes(1);
    expect(updates.at(-1)?.state).toBe('unknown');
  });

  it('pauses between orders and resumes; cancel leaves the rest unsent', async () => {
    const sent: number[] = [];
    const q = new SendQueue([0, 1, 2, 3, 4], {
      concurrency: 1,
      send: (i) => {
        sent.push(i);
        return after(100, ok);
      },
      update: () => undefined,
    });
    const done = q.run();
    await vi.advanceTimersByTimeAsync(50);
    q.pause();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([0]);
    q.resume();
    await vi.advanceTimersByTimeAsync(50);
    expect(sent).toEqual([0, 1]);
    q.cancel();
    await vi.runAllTimersAsync();
    await done;
    // Order 1 was on its way and finished; 2, 3 and 4 never started.
    expect(sent).toEqual([0, 1]);
  });

  it('stores "sending" before each send, so a reload can tell what may have gone out', async () => {
    const log: string[] = [];
    const q = new SendQueue([7], {
      concurrency: 1,
      send: () => {
        log.push('send');
        return Promise.resolve(ok);
      },
      update: async (_i, u) => {
        await Promise.resolve();
        log.push(u.state);
      },
    });
    await q.run();
    expect(log).toEqual(['sending', 'send', 'recorded']);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('5', 0)).toBe(5000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs('soon', 0)).toBeUndefined();
    expect(retryAfterMs(undefined, 0)).toBeUndefined();
  });
});
