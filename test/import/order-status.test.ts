import { describe, expect, it } from 'vitest';
import {
  applyRefundRows,
  classifyStatus,
  statusFromFields,
  type StatusContext,
} from '../../src/import/pipeline/read/order-status';

const ctx = (over: Partial<StatusContext>): StatusContext => ({
  status: '',
  cancelledAt: '',
  refunded: undefined,
  total: undefined,
  column: () => '',
  ...over,
});

describe('classifyStatus', () => {
  it('sends settled orders by default', () => {
    for (const s of ['paid', 'Paid', 'completed', 'processing', 'succeeded', 'partially_refunded'])
      expect(classifyStatus(s).settled, s).toBe(true);
  });

  it('leaves out the rest with a reason, keeping the file’s word as the filter key', () => {
    expect(classifyStatus('refunded')).toEqual({
      key: 'refunded',
      settled: false,
      reason: 'refunded',
    });
    expect(classifyStatus('Failed')).toEqual({
      key: 'failed',
      settled: false,
      reason: 'payment failed',
    });
    expect(classifyStatus('on-hold').reason).toBe('not paid yet');
    expect(classifyStatus('requires_payment_method').reason).toBe('not paid yet');
    expect(classifyStatus('voided').reason).toBe('voided');
    expect(classifyStatus('canceled').reason).toBe('cancelled');
    expect(classifyStatus('authorized').reason).toBe('authorised, not captured');
    expect(classifyStatus('weird').settled).toBe(false);
  });

  it('treats an empty status as no status, sent', () => {
    expect(classifyStatus(' ')).toEqual({ key: 'no status', settled: true });
  });
});

describe('statusFromFields', () => {
  it('a cancellation time leaves a paid order out (Shopify)', () => {
    expect(
      statusFromFields(ctx({ status: 'paid', cancelledAt: '2025-10-28 16:00:11 +0100' })),
    ).toMatchObject({
      key: 'cancelled',
      settled: false,
    });
  });

  it('flags a partial refund with its amount and leaves a full one out (Stripe keeps "Paid")', () => {
    expect(statusFromFields(ctx({ status: 'Paid', refunded: 20, total: 74.2 }))).toEqual({
      key: 'paid',
      settled: true,
      refunded: 20,
    });
    expect(statusFromFields(ctx({ status: 'Paid', refunded: 74.2, total: 74.2 }))).toMatchObject({
      key: 'refunded',
      settled: false,
    });
  });
});

describe('applyRefundRows', () => {
  it('counts refund rows against the order they refund', () => {
    const orders = [
      { orderId: 'A', orderStatus: { key: 'completed', settled: true }, fileTotal: 1249 },
      { orderId: 'B', orderStatus: { key: 'completed', settled: true }, fileTotal: 59.9 },
      {
        orderId: 'R1',
        orderStatus: {
          key: 'payment refund',
          settled: false,
          refundOf: { orderId: 'B', amount: 59.9 },
        },
      },
      {
        orderId: 'R2',
        orderStatus: {
          key: 'payment refund',
          settled: false,
          refundOf: { orderId: 'A', amount: 200 },
        },
      },
    ];
    const [a, b] = applyRefundRows(orders);
    expect(a?.orderStatus).toEqual({ key: 'completed', settled: true, refunded: 200 });
    expect(b?.orderStatus).toMatchObject({ key: 'refunded', settled: false });
  });
});
