// The service answers 409 to an order whose order ID it holds already for that affiliate
// (the contract's repeated orderId): the order is recorded at the service, not failed,
// and is never sent again.
import type { Outcome } from './client';

export const orderAlreadyRecorded = (outcome: Outcome) =>
  outcome.kind === 'http-error' && outcome.status === 409;
