// The owner's side of a send: the session is asked for the next batch only once the job
// has taken the one before, and a send stopped early (cancel) tells it to drop the rest.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Mapping } from '../../src/import/pipeline/fields';
import { SEND_BATCH } from '../../src/import/pipeline/import-session';
import {
  importSessionOwner,
  setSessionFactory,
  type ImportSessionOwner,
} from '../../src/import/session/session-owner';
import { inProcessSession, type InProcessSession } from './in-process-session';

const mapping: Mapping = {
  orderId: { kind: 'column', column: 'Order' },
  referralCode: { kind: 'column', column: 'Code' },
  'product.id': { kind: 'column', column: 'SKU' },
  'product.quantity': { kind: 'column', column: 'Qty' },
  'product.subTotal': { kind: 'column', column: 'Subtotal' },
};

const text = ['Order,Code,SKU,Qty,Subtotal']
  .concat(Array.from({ length: 4 * SEND_BATCH }, (_, i) => `O${i},ALICE10,A,1,10`))
  .join('\n');

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!check()) throw new Error(`Timed out waiting for ${what}`);
};

let session: InProcessSession;
let owner: ImportSessionOwner;

async function checked() {
  owner.read({ text, name: 'orders.csv' });
  await until(() => owner.getSnapshot().parsed !== undefined, 'the file read');
  owner.build(mapping, [], { sourceTimeZone: 'UTC' });
  await until(() => owner.getSnapshot().view?.toSend === 4 * SEND_BATCH, 'the check');
}

const count = (name: string) => session.calls.filter((c) => c === name).length;

beforeEach(() => {
  session = inProcessSession();
  setSessionFactory(session.factory);
  owner = importSessionOwner();
});
afterEach(() => {
  owner.reset();
});

describe('sending an import from its session', () => {
  it('asks for one batch more than the job has taken, and drops the rest when stopped', async () => {
    await checked();
    const batches = owner.orderBatches();
    const first = await batches.next();
    expect(first.value).toHaveLength(SEND_BATCH);
    // Let every call in flight arrive: still only the next one is asked for.
    await new Promise((r) => setTimeout(r, 50));
    expect(count('nextBatch')).toBe(2);
    const second = await batches.next();
    expect(second.value).toHaveLength(SEND_BATCH);
    await new Promise((r) => setTimeout(r, 50));
    expect(count('nextBatch')).toBe(3);
    await batches.return(undefined);
    await until(() => count('stopSend') === 1, 'stopSend');
  });

  it('gets every order once when the job takes them all', async () => {
    await checked();
    const ids: string[] = [];
    for await (const batch of owner.orderBatches()) ids.push(...batch.map((o) => o.orderId));
    expect(ids).toHaveLength(4 * SEND_BATCH);
    expect(new Set(ids).size).toBe(4 * SEND_BATCH);
    expect(count('stopSend')).toBe(0);
  });

  it('throws in words when the session stops mid-send, instead of waiting for ever', async () => {
    await checked();
    const batches = owner.orderBatches();
    await batches.next();
    session.hold('nextBatch');
    session.crash('The file reader stopped (out of memory).');
    await expect(batches.next()).rejects.toThrow('The file reader stopped (out of memory).');
  });

  it('ends the session (the worker) only when the person starts over', async () => {
    await checked();
    expect(session.ended).toBe(0);
    owner.reset();
    await until(() => session.ended === 1, 'the session ended');
    expect(owner.getSnapshot().parsed).toBeUndefined();
  });
});
