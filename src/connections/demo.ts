// The Demo connection's affiliates. The console offers these codes and ids as
// suggestions when the Demo connection is active.
import type { CommissionSettings } from '../api/contract';

export interface MockAffiliate {
  id: string;
  code: string;
  name: string;
  commissions: CommissionSettings;
}

export const DEMO_SERVICE_KEY = 'demo-key';
/**
 * The Demo's address: on the console's own origin, under a path nothing else serves. Its
 * requests never reach the network (the mock answers them inside the page, mocks/in-page.ts),
 * so it needs nothing from the Content-Security-Policy either.
 */
const DEMO_PATH = '/demo-service';
export const DEMO_BASE_URL = `${typeof location === 'undefined' ? 'http://localhost' : location.origin}${DEMO_PATH}`;

export const demoAffiliates = (): MockAffiliate[] => [
  {
    id: 'aff-1001',
    code: 'ALICE10',
    name: 'Alice Martin',
    commissions: { type: 0, applyIndividual: false, amount: 10 },
  },
  {
    id: 'aff-1002',
    code: 'BOBBIKES',
    name: "Bob's Bikes",
    commissions: { type: 1, applyIndividual: true, amount: 5 },
  },
  {
    id: 'aff-1003',
    code: 'CLARA-25',
    name: 'Clara Ng',
    commissions: { type: 0, applyIndividual: true, amount: 25 },
  },
];

/** The Demo's affiliates beyond the three named ones: aff-1004 … aff-1050, so a bulk change can be tried. */
export const DEMO_BULK_RANGE: { first: number; last: number } = { first: 1004, last: 1050 };
