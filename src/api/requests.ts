// One builder per operation of the contract: the method, path and body of a request are
// decided here, and the form, the jobs, the request preview (cURL) and the connection test
// all take them from here. Free of zod, as ./wire is: the first page builds with it.
import type { ServiceRequest } from './client';
import type { CommissionUpdate, Order } from './contract';
import { commissionsPath, trackPath } from './wire';

type OperationRequest = Pick<ServiceRequest, 'method' | 'path' | 'body'>;

/**
 * Records an order for a referral code, with a body the console does not check here: a
 * stored request sent again to another code, a job stored by an older version, or the
 * connection test's deliberately incomplete order. Throws for a code trackPath refuses.
 */
export function recordOrderBodyRequest(code: string, body: unknown): OperationRequest {
  return { method: 'POST', path: trackPath(code), body };
}

/** Records an order for a referral code: POST /v1/track/{code}. */
export const recordOrderRequest = (code: string, order: Order): OperationRequest =>
  recordOrderBodyRequest(code, order);

/** Updates an affiliate's commissions: PATCH /v1/affiliates/commissions. */
export function commissionRequest(update: CommissionUpdate): OperationRequest {
  return { method: 'PATCH', path: commissionsPath, body: update };
}
