import { describe, expect, it } from 'vitest';
import {
  toCommissionUpdate,
  type CommissionDraft,
} from '../../src/commissions/to-commission-update';

const draft = (over: Partial<CommissionDraft> = {}): CommissionDraft => ({
  id: ' aff-1001 ',
  type: 2,
  applyIndividual: true,
  amount: 12.5,
  ...over,
});

describe('toCommissionUpdate', () => {
  it('sends the trimmed id and all three settings, typed exactly', () => {
    expect(toCommissionUpdate(draft())).toEqual({
      ok: true,
      value: { id: 'aff-1001', commissions: { type: 2, applyIndividual: true, amount: 12.5 } },
    });
    expect(toCommissionUpdate(draft({ applyIndividual: false, amount: 0 }))).toMatchObject({
      ok: true,
      value: { commissions: { applyIndividual: false, amount: 0 } },
    });
  });

  it('never guesses a setting: an unset type or apply individually is a problem', () => {
    expect(toCommissionUpdate(draft({ type: undefined, applyIndividual: undefined }))).toEqual({
      ok: false,
      errors: {
        type: 'Choose a commission type.',
        applyIndividual: 'Choose Yes or No.',
      },
    });
  });

  it('refuses a missing id, a type that is not a whole number, and an amount that is not a finite, non-negative number', () => {
    expect(toCommissionUpdate({ id: ' ', type: 1.5, applyIndividual: true })).toEqual({
      ok: false,
      errors: {
        id: 'Enter the affiliate ID.',
        type: 'The type is a whole number, such as 0 or 2.',
        amount: 'Enter the amount.',
      },
    });
    for (const [amount, message] of [
      [-1, 'The amount cannot be negative.'],
      [NaN, 'Enter a number, e.g. 12.50.'],
      [Infinity, 'That number is too large.'],
    ] as const)
      expect(toCommissionUpdate(draft({ amount }))).toEqual({
        ok: false,
        errors: { amount: message },
      });
    expect(toCommissionUpdate(draft({ type: 2 ** 53 }))).toMatchObject({
      ok: false,
      errors: { type: expect.stringMatching(/whole number/) as unknown },
    });
  });

  it('gives the contract schema the last word, at the draft path', () => {
    const result = toCommissionUpdate(draft({ applyIndividual: 'yes' as unknown as boolean }));
    expect(result.ok ? 'ok' : Object.keys(result.errors)).toEqual(['applyIndividual']);
  });
});
