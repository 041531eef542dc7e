// The page side of a send: the worker (importSession, in this process) is asked for the next
// batch only once the job has taken the one before, and a send stopped early (cancel) tells the
// worker to drop the rest.
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mapping } from '../../src/import/mapping/fields';
import type { FromWorker, ToWorker } from '../../src/import/parse/parse-protocol';
import { useParser } from '../../src/import/parse/use-parser';
import { importSession, SEND_BATCH } from '../../src/import/session/import-session';

/** Every message the page posted to the worker. */
let asked: ToWorker[] = [];

class InProcessWorker {
  onmessage: ((e: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  private handle = importSession((m) => {
    setTimeout(() => this.onmessage?.({ data: m } as MessageEvent<FromWorker>));
  });
  postMessage(m: ToWorker) {
    asked.push(m);
    void this.handle(m);
  }
  terminate() {}
}

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

async function checked() {
  const { result } = renderHook(() => useParser());
  result.current.read({ text, name: 'orders.csv' });
  await waitFor(() => {
    expect(result.current.state.parsed).toBeDefined();
  });
  result.current.build(mapping, [], { sourceTimeZone: 'UTC' });
  await waitFor(() => {
    expect(result.current.state.view?.toSend).toBe(4 * SEND_BATCH);
  });
  return result.current;
}

const count = (type: ToWorker['type']) => asked.filter((m) => m.type === type).length;

beforeEach(() => {
  asked = [];
  vi.stubGlobal('Worker', InProcessWorker);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sending an import from the page', () => {
  it('asks for one batch more than the job has taken, and drops the rest when stopped', async () => {
    const parser = await checked();
    const batches = parser.validOrderBatches();
    const first = await batches.next();
    expect(first.value).toHaveLength(SEND_BATCH);
    // Let every message in flight arrive: still only the next one is asked for.
    await new Promise((r) => setTimeout(r, 50));
    expect(count('send-next')).toBeLessThanOrEqual(1);
    const second = await batches.next();
    expect(second.value).toHaveLength(SEND_BATCH);
    await new Promise((r) => setTimeout(r, 50));
    expect(count('send-next')).toBeLessThanOrEqual(2);
    await batches.return(undefined);
    expect(count('send-stop')).toBe(1);
  });

  it('gets every order once when the job takes them all', async () => {
    const parser = await checked();
    const ids: string[] = [];
    for await (const batch of parser.validOrderBatches()) ids.push(...batch.map((o) => o.orderId));
    expect(ids).toHaveLength(4 * SEND_BATCH);
    expect(new Set(ids).size).toBe(4 * SEND_BATCH);
    expect(count('send-stop')).toBe(0);
  });
});
