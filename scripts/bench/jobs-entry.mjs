/* global navigator, Response */
// The job runner and store, bundled on their own for scripts/bench/jobs.mjs and
// put into the built app's page (same origin, so the same IndexedDB). Items
// are generated in the page; fetch is stubbed there, so the first request
// "leaving" is the first fetch call.
import { DEMO_CONNECTION, provideDemoService } from '../../src/connections';
import { jobRunner } from '../../src/outbox/job-runner';
import { unfinishedJob } from '../../src/outbox/job-store';

provideDemoService(() => Promise.resolve());

function makeItems(n) {
  const items = [];
  for (let i = 0; i < n; i++) {
    const orderId = `ORD-${String(i).padStart(7, '0')}`;
    items.push({
      index: i,
      label: orderId,
      request: {
        method: 'POST',
        path: '/v1/track/ALICE10',
        body: {
          orderId,
          products: [
            { id: `SKU-${i % 500}`, name: `Product ${i % 97}, size M`, quantity: (i % 3) + 1 },
            { id: 'SKU-7', name: 'Mug', quantity: 1, subTotal: 19.99, tax: 3.8, total: 23.79 },
          ],
          coupons: ['WELCOME10'],
        },
      },
      meta: { operation: 'order', source: 'import', orderId, referralCode: 'ALICE10' },
    });
  }
  return items;
}

async function* inBatches(items, size) {
  for (let i = 0; i < items.length; i += size) {
    yield items.slice(i, i + size);
    // As a worker would: each batch arrives in its own task.
    await new Promise((r) => setTimeout(r, 0));
  }
}

const indexedDbBytes = async () => {
  const e = await navigator.storage.estimate();
  return e.usageDetails?.indexedDB ?? e.usage ?? 0;
};

/** Starts a job of n orders; resolves with ms from start() to the first fetch, and the bytes stored. */
async function startJob(n, stream) {
  const items = makeItems(n);
  const before = await indexedDbBytes();
  let firstFetch = () => undefined;
  const first = new Promise((r) => (firstFetch = r));
  window.fetch = () => {
    firstFetch(performance.now());
    jobRunner.pause();
    return Promise.resolve(new Response('', { status: 200 }));
  };
  const t0 = performance.now();
  const started = stream
    ? jobRunner.start(
        DEMO_CONNECTION,
        { title: 'bench', concurrency: 4 },
        { total: n, batches: inBatches(items, 5_000) },
      )
    : jobRunner.start(DEMO_CONNECTION, { title: 'bench', concurrency: 4 }, items);
  void started;
  const firstAt = await first;
  // Stored in the background: wait until the whole job is (the old code stored it before sending).
  for (;;) {
    const v = jobRunner.getSnapshot();
    if ((v.stored ?? n) >= n) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  jobRunner.cancel();
  await new Promise((r) => setTimeout(r, 500));
  const after = await indexedDbBytes();
  const v = jobRunner.getSnapshot();
  return { firstMs: firstAt - t0, bytes: after - before, ownEstimate: v.storedBytes };
}

/** After a reload: ms from asking for the stored job to the runner showing it, ready. */
async function loadJob(n) {
  const t0 = performance.now();
  const job = await unfinishedJob('import');
  if (!job) throw new Error('no stored job');
  await jobRunner.load(job);
  const ms = performance.now() - t0;
  const total = jobRunner.getSnapshot().counts.total;
  if (total !== n) throw new Error(`loaded ${total} of ${n}`);
  return ms;
}

Object.assign(window, { __jobs: { startJob, loadJob } });
