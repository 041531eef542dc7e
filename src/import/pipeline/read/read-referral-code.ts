// One order's referral code: its column or value, or looked up from the coupon
// code (the lookup table a person gave); none is a problem.
import type { Mapping } from '../fields';
import type { OrderFindings } from './order-findings';
import type { referralLookup } from './referral-lookup';

export function readReferralCode(
  cellValue: string,
  mapping: Mapping,
  lookup: ReturnType<typeof referralLookup> | undefined,
  found: OrderFindings,
): string {
  if (mapping.referralCode?.kind === 'lookup' && lookup) {
    const match = lookup(cellValue);
    if (match.code) return match.code;
    const coupons = cellValue;
    found.errors.referralCode =
      coupons === ''
        ? 'No coupon code to look the referral code up by.'
        : `No referral code for the coupon ${coupons} in the lookup table.`;
    found.problems.push(
      coupons === '' ? { cause: 'no-referral' } : { cause: 'referral-unmatched', detail: coupons },
    );
    return '';
  }
  if (cellValue === '') found.problems.push({ cause: 'no-referral' });
  return cellValue;
}
