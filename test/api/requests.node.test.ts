import { describe, expect, it } from 'vitest';
import type { CommissionUpdate, Order } from '../../src/api/contract';
import { curlCommand } from '../../src/api/curl';
import { operationOfPath } from '../../src/api/operation-of-path';
import {
  commissionRequest,
  recordOrderBodyRequest,
  recordOrderRequest,
} from '../../src/api/requests';
import { readPaste } from '../../src/paste';

const ORDER: Order = { orderId: 'ORD-1', products: [{ id: 'SKU-1', quantity: 2, subTotal: 20 }] };
const UPDATE: CommissionUpdate = {
  id: 'aff-1',
  commissions: { type: 1, applyIndividual: true, amount: 12.5 },
};

describe('recordOrderRequest', () => {
  it('POSTs the order to /v1/track/{code}, the code as one encoded segment', () => {
    expect(recordOrderRequest('ALICE10', ORDER)).toEqual({
      method: 'POST',
      path: '/v1/track/ALICE10',
      body: ORDER,
    });
    expect(recordOrderRequest('a/b c', ORDER).path).toBe('/v1/track/a%2Fb%20c');
    expect(recordOrderRequest('a.b', ORDER).path).toBe('/v1/track/a.b');
    expect(recordOrderRequest('Ünal?#', ORDER).path).toBe('/v1/track/%C3%9Cnal%3F%23');
  });

  it('sends a body it did not build as it is, to the code given (a stored order re-sent)', () => {
    expect(recordOrderBodyRequest('BOB', { stored: true })).toEqual({
      method: 'POST',
      path: '/v1/track/BOB',
      body: { stored: true },
    });
  });

  it.each(['.', '..', ' . ', '', '  '])('refuses the code %j, as trackPath does', (code) => {
    expect(() => recordOrderRequest(code, ORDER)).toThrow(/cannot be sent/);
    expect(() => recordOrderBodyRequest(code, {})).toThrow(/cannot be sent/);
  });
});

describe('commissionRequest', () => {
  it('PATCHes the update to /v1/affiliates/commissions', () => {
    expect(commissionRequest(UPDATE)).toEqual({
      method: 'PATCH',
      path: '/v1/affiliates/commissions',
      body: UPDATE,
    });
  });
});

describe('a built request, exported as cURL and pasted back', () => {
  const pasted = (request: ReturnType<typeof commissionRequest>) => {
    const read = readPaste(curlCommand({ ...request, baseUrl: 'https://svc.example/api/' }));
    if (!read.ok) throw new Error(read.problem);
    return read.request;
  };

  it.each(['ALICE10', 'a/b c', 'Ünal?#', '%41'])('reads as the order it was, for %j', (code) => {
    const back = pasted(recordOrderRequest(code, ORDER));
    expect(back).toMatchObject({ method: 'POST', operation: 'order', referralCode: code });
    expect(back.body).toEqual(ORDER);
  });

  it('reads as the commission update it was', () => {
    const back = pasted(commissionRequest(UPDATE));
    expect(back).toMatchObject({ method: 'PATCH', operation: 'commissions' });
    expect(back.referralCode).toBeUndefined();
    expect(back.body).toEqual(UPDATE);
  });
});

describe('operationOfPath', () => {
  it('names the operation under a prefix and with a trailing slash', () => {
    expect(operationOfPath('/api/v1/track/ALICE10/')).toEqual({
      operation: 'order',
      referralCode: 'ALICE10',
    });
    expect(operationOfPath('/v1/affiliates/commissions/')).toEqual({ operation: 'commissions' });
  });

  it('keeps a code that does not decode as written, and names nothing else', () => {
    expect(operationOfPath('/v1/track/%E0')).toEqual({ operation: 'order', referralCode: '%E0' });
    expect(operationOfPath('/v1/track/A/B')).toBeUndefined();
    expect(operationOfPath('/v1/affiliates')).toBeUndefined();
  });
});
