import { describe, expect, it } from 'vitest';
import {
  buildCommissionUpdate,
  commissionFormPath,
} from '../../src/commissions/build-commission-update';
import {
  emptyCommissionForm,
  fromStoredDraft,
  OTHER_TYPE,
  type CommissionFormValues,
} from '../../src/commissions/commission-form-values';

const form = (over: Partial<CommissionFormValues> = {}): CommissionFormValues => ({
  ...emptyCommissionForm(' aff-1001 '),
  typeChoice: '0',
  applyIndividual: 'no',
  amount: ' 12.5 ',
  ...over,
});

describe('buildCommissionUpdate', () => {
  it('always sends id and all three fields, typed exactly and trimmed', () => {
    const result = buildCommissionUpdate(form());
    expect(result).toEqual({
      ok: true,
      value: { id: 'aff-1001', commissions: { type: 0, applyIndividual: false, amount: 12.5 } },
    });
    if (result.ok) {
      expect(Number.isInteger(result.value.commissions.type)).toBe(true);
      expect(typeof result.value.commissions.amount).toBe('number');
    }
  });

  it('takes any integer through "Other…"', () => {
    const result = buildCommissionUpdate(
      form({ typeChoice: OTHER_TYPE, otherType: ' 7 ', applyIndividual: 'yes' }),
    );
    expect(result.ok && result.value.commissions).toEqual({
      type: 7,
      applyIndividual: true,
      amount: 12.5,
    });
  });

  it('refuses a type that is not a whole number', () => {
    for (const otherType of ['1.5', 'two', '', '1e3', '99999999999999999999']) {
      const result = buildCommissionUpdate(form({ typeChoice: OTHER_TYPE, otherType }));
      expect(result.ok ? 'ok' : Object.keys(result.errors)).toEqual(['otherType']);
    }
  });

  it('refuses a missing id and a negative, empty or non-numeric amount', () => {
    for (const amount of ['-1', '', 'ten', '1,5,5', '1e999']) {
      const result = buildCommissionUpdate(form({ affiliateId: '  ', amount }));
      expect(result.ok ? 'ok' : Object.keys(result.errors).sort()).toEqual([
        'affiliateId',
        'amount',
      ]);
    }
  });

  it('refuses a type or apply individually that was never chosen', () => {
    const result = buildCommissionUpdate(form({ typeChoice: '', applyIndividual: '' }));
    expect(result).toEqual({
      ok: false,
      errors: { typeChoice: 'Choose a commission type.', applyIndividual: 'Choose Yes or No.' },
    });
  });

  it('brings back an older draft’s preselected type 0 and unticked box as unset', () => {
    const old = { ...form(), applyIndividual: false } as unknown as CommissionFormValues;
    expect(fromStoredDraft(old)).toMatchObject({ typeChoice: '', applyIndividual: '' });
    const ticked = { ...form({ typeChoice: '1' }), applyIndividual: true };
    expect(fromStoredDraft(ticked as unknown as CommissionFormValues)).toMatchObject({
      typeChoice: '1',
      applyIndividual: 'yes',
    });
  });

  it('reports every problem at once: what cannot be read and what the rules refuse', () => {
    expect(
      buildCommissionUpdate(form({ affiliateId: '', typeChoice: '', amount: '1,5,5' })),
    ).toEqual({
      ok: false,
      errors: {
        affiliateId: 'Enter the affiliate ID.',
        typeChoice: 'Choose a commission type.',
        amount: 'Enter a number, e.g. 12.50.',
      },
    });
  });

  it('maps service error paths to form fields', () => {
    expect(commissionFormPath('id', '0')).toBe('affiliateId');
    expect(commissionFormPath('commissions.type', '0')).toBe('typeChoice');
    expect(commissionFormPath('commissions.type', OTHER_TYPE)).toBe('otherType');
    expect(commissionFormPath('commissions.amount', '0')).toBe('amount');
    expect(commissionFormPath('other', '0')).toBeUndefined();
  });
});
