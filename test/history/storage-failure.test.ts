import { describe, expect, it } from 'vitest';
import { DEMO_CONNECTION } from '../../src/connections/connection';
import { closeHistoryForTests, historyProblem } from '../../src/history/history-store';
import { earlierRecording } from '../../src/history/duplicate-lookup';
import { sendAndRecord } from '../../src/outbox/send-and-record';
import { mockService } from '../mock-service';

describe('when IndexedDB fails', () => {
  it('the send still goes through and the problem is reported once', async () => {
    await closeHistoryForTests();
    const broken = {
      open: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    Object.defineProperty(globalThis, 'indexedDB', {
      value: broken,
      configurable: true,
      writable: true,
    });
    const heard: string[] = [];
    const off = historyProblem.subscribe((m) => heard.push(m));
    const body = { orderId: 'Q-1', products: [{ id: 'a', quantity: 1, subTotal: 1 }] };
    const outcome = await sendAndRecord(
      DEMO_CONNECTION,
      { method: 'POST', path: '/v1/track/ALICE10', body },
      { operation: 'order', source: 'form', orderId: 'Q-1' },
    );
    await sendAndRecord(
      DEMO_CONNECTION,
      { method: 'POST', path: '/v1/track/ALICE10', body: { ...body, orderId: 'Q-2' } },
      { operation: 'order', source: 'form', orderId: 'Q-2' },
    );
    off();
    expect(outcome.kind).toBe('success');
    expect(mockService.recordedOrderIds('aff-1001')).toEqual(['Q-1', 'Q-2']);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatch(/^Storage on this device is full/);
    expect(heard[0]).toContain('Clear history');
    // History holds no trace of Q-1: the duplicate guard must not say "not sent before".
    await expect(earlierRecording(DEMO_CONNECTION.id, 'Q-1')).rejects.toThrow(/full/);
  });
});
