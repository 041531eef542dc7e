// Runs an import job: stores it, sends its orders through the queue (each send
// lands in History), and keeps counts for the progress bar.
import { useCallback, useEffect, useRef, useState } from 'react';
import { trackPath } from '../api/contract';
import type { Connection } from '../connections/connection';
import { connectionStore } from '../connections/connection-store';
import { sendAndRecord } from '../history/record-send';
import type { ImportedOrder } from './build-orders';
import {
  createJob,
  finishJob,
  jobItems,
  settleInterrupted,
  updateItem,
  type ImportJob,
  type JobItem,
} from './job-store';
import { isPageClosing } from '../ui/page-lifecycle';
import { SendQueue, type ItemState, type ItemUpdate } from './send-queue';

export interface Counts {
  total: number;
  queued: number;
  sending: number;
  recorded: number;
  failed: number;
  unknown: number;
}

export function countItems(items: Iterable<JobItem>): Counts {
  const c: Counts = { total: 0, queued: 0, sending: 0, recorded: 0, failed: 0, unknown: 0 };
  for (const i of items) {
    c.total++;
    c[i.state]++;
  }
  return c;
}

interface View {
  items: ReadonlyMap<number, JobItem>;
  counts: Counts;
  secondsLeft: number | undefined;
}
const emptyView: View = { items: new Map(), counts: countItems([]), secondsLeft: undefined };

export function useImportJob() {
  const [job, setJob] = useState<ImportJob | undefined>();
  const items = useRef(new Map<number, JobItem>());
  const [view, setView] = useState<View>(emptyView);
  const [running, setRunning] = useState(false);
  const [paused, setPaused] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const queue = useRef<SendQueue | undefined>(undefined);
  const timing = useRef({ startedAt: 0, answeredAtStart: 0 });
  const tickTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Many updates a second are folded into one render.
  const publish = useCallback(() => {
    const counts = countItems(items.current.values());
    const answered = counts.recorded + counts.failed + counts.unknown;
    const elapsed = (Date.now() - timing.current.startedAt) / 1000;
    const rate = elapsed > 1 ? (answered - timing.current.answeredAtStart) / elapsed : 0;
    const secondsLeft = rate > 0 ? Math.round((counts.queued + counts.sending) / rate) : undefined;
    setView({ items: items.current, counts, secondsLeft });
  }, []);
  const bump = useCallback(() => {
    tickTimer.current ??= setTimeout(() => {
      tickTimer.current = undefined;
      publish();
    }, 120);
  }, [publish]);
  useEffect(
    () => () => {
      clearTimeout(tickTimer.current);
      queue.current?.cancel();
    },
    [],
  );

  const run = useCallback(
    async (theJob: ImportJob, connection: Connection, indexes: number[]) => {
      const counts = countItems(items.current.values());
      timing.current = {
        startedAt: Date.now(),
        answeredAtStart: counts.recorded + counts.failed + counts.unknown,
      };
      const q = new SendQueue(indexes, {
        concurrency: theJob.concurrency,
        ...(theJob.ratePerSecond ? { ratePerSecond: theJob.ratePerSecond } : {}),
        send: (index) => {
          const item = items.current.get(index);
          if (!item) throw new Error(`No order ${index} in the job`);
          return sendAndRecord(
            connection,
            { method: 'POST', path: trackPath(item.code), body: item.order },
            {
              operation: 'order',
              source: 'import',
              orderId: item.orderId,
              referralCode: item.code,
            },
          );
        },
        update: async (index, update: ItemUpdate) => {
          // A request cut off by the page closing stays "sending": the next load calls it unknown.
          if (isPageClosing()) return;
          const item = items.current.get(index);
          if (item) items.current.set(index, { ...item, ...update });
          bump();
          await updateItem(theJob.id, index, update);
        },
      });
      queue.current = q;
      setRunning(true);
      setPaused(false);
      try {
        await q.run();
        const after = countItems(items.current.values());
        if (after.queued === 0 && after.sending === 0 && after.failed === 0 && after.unknown === 0)
          await finishJob(theJob.id);
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      } finally {
        queue.current = undefined;
        setRunning(false);
        publish();
      }
    },
    [bump, publish],
  );

  const start = useCallback(
    async (
      connection: Connection,
      orders: ImportedOrder[],
      opts: { concurrency: number; ratePerSecond?: number; fileName: string },
    ) => {
      const theJob: ImportJob = {
        id: crypto.randomUUID(),
        fileName: opts.fileName,
        createdAt: Date.now(),
        connectionId: connection.id,
        connectionName: connection.name,
        concurrency: opts.concurrency,
        ...(opts.ratePerSecond ? { ratePerSecond: opts.ratePerSecond } : {}),
        total: orders.length,
        finished: false,
      };
      const rows = orders.flatMap((o) =>
        o.order ? [{ index: o.index, code: o.code, orderId: o.orderId, order: o.order }] : [],
      );
      await createJob(theJob, rows);
      items.current = new Map(
        rows.map((r) => [
          r.index,
          { ...r, jobId: theJob.id, state: 'queued' satisfies ItemState, attempts: 0 },
        ]),
      );
      setJob(theJob);
      await run(
        theJob,
        connection,
        rows.map((r) => r.index),
      );
    },
    [run],
  );

  const connectionOf = (theJob: ImportJob) =>
    connectionStore.getSnapshot().connections.find((c) => c.id === theJob.connectionId);

  /** Loads a stored job; orders cut off mid-send become "unknown". Sends nothing. */
  const load = useCallback(
    async (theJob: ImportJob) => {
      await settleInterrupted(theJob.id);
      items.current = new Map((await jobItems(theJob.id)).map((i) => [i.index, i]));
      setJob(theJob);
      publish();
    },
    [publish],
  );

  /** Sends the orders in the given states again (queued ones always). */
  const sendAgain = useCallback(
    async (states: ItemState[]) => {
      if (!job) return;
      const connection = connectionOf(job);
      if (!connection) {
        setError(
          `The connection "${job.connectionName}" no longer exists, so this job cannot go on.`,
        );
        return;
      }
      const indexes = [...items.current.values()]
        .filter((i) => i.state === 'queued' || states.includes(i.state))
        .map((i) => i.index);
      for (const index of indexes) {
        const item = items.current.get(index);
        if (item && item.state !== 'queued') {
          items.current.set(index, { ...item, state: 'queued' });
          await updateItem(job.id, index, { state: 'queued' });
        }
      }
      await run(job, connection, indexes);
    },
    [job, run],
  );

  return {
    job,
    items: view.items,
    counts: view.counts,
    running,
    paused,
    error,
    secondsLeft: view.secondsLeft,
    start,
    load,
    sendAgain,
    pause: () => {
      queue.current?.pause();
      setPaused(true);
    },
    resume: () => {
      queue.current?.resume();
      setPaused(false);
    },
    cancel: () => {
      queue.current?.cancel();
      setPaused(false);
    },
    close: () => {
      setJob(undefined);
      items.current = new Map();
      setView(emptyView);
    },
  };
}
