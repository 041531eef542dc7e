import { describe, expect, it } from 'vitest';
import { mainCurrency, normaliseCurrency } from '../../src/import/pipeline/read/currency';
import { parseLookupTable, referralLookup } from '../../src/import/pipeline/read/referral-lookup';

describe('referral lookup table', () => {
  it('reads two columns, skipping a header row, and explains bad lines', () => {
    expect(
      parseLookupTable('Coupon code,Referral code\nWELCOME10,ALICE\n"SAVE 5";BOB\n\nlonely'),
    ).toEqual({
      entries: [
        ['WELCOME10', 'ALICE'],
        ['SAVE 5', 'BOB'],
      ],
      errors: ['Line 5: write a coupon code and a referral code, separated by a comma.'],
    });
  });

  it('finds the referral code for the first coupon with an entry, ignoring case', () => {
    const look = referralLookup([
      ['WELCOME10', 'ALICE'],
      ['SUMMER', 'BOB'],
    ]);
    expect(look('welcome10')).toEqual({ code: 'ALICE', unmatched: [] });
    expect(look('FREESHIP, summer')).toEqual({ code: 'BOB', unmatched: [] });
    expect(look('FREESHIP')).toEqual({ unmatched: ['FREESHIP'] });
    expect(look('')).toEqual({ unmatched: [] });
  });
});

describe('currency', () => {
  it('normalises codes and clear symbols, and finds the main currency', () => {
    expect(normaliseCurrency('eur')).toBe('EUR');
    expect(normaliseCurrency('€')).toBe('EUR');
    expect(normaliseCurrency('$')).toBeUndefined();
    expect(mainCurrency(['EUR', 'USD', 'EUR', undefined, 'GBP'])).toBe('EUR');
    expect(mainCurrency([])).toBeUndefined();
  });
});
