// The affiliates the Demo's mock service starts with. Kept with the mock (not in
// connections/demo.ts, which the first page loads) so the seed costs the first page nothing.
import { DEMO_BULK_RANGE, demoAffiliates, type MockAffiliate } from '../connections/demo';

/** Every affiliate the Demo’s mock service knows: the three named ones (connections/demo.ts) and aff-1004 … aff-1050 (10 %, not individual). */
export function allDemoAffiliates(): MockAffiliate[] {
  const more: MockAffiliate[] = [];
  for (let n = DEMO_BULK_RANGE.first; n <= DEMO_BULK_RANGE.last; n++)
    more.push({
      id: `aff-${n}`,
      code: `DEMO${n}`,
      name: `Demo affiliate ${n}`,
      commissions: { type: 0, applyIndividual: false, amount: 10 },
    });
  return [...demoAffiliates(), ...more];
}
