import type { CommissionSettings } from '../api/contract';
import type { CommissionFormValues, YesNoChoice } from './commission-form-schema';
import { formatDecimal } from '../lib/parse-decimal';

export const OTHER_TYPE = 'other';

/** The form's values: the input of its schema (commission-form-schema.ts). */
export type { CommissionFormValues, YesNoChoice } from './commission-form-schema';

/** Nothing is guessed: type and apply individually start unset. */
export const emptyCommissionForm = (affiliateId = ''): CommissionFormValues => ({
  affiliateId,
  typeChoice: '',
  otherType: '',
  applyIndividual: '',
  amount: '',
});

/** Settings already sent, as form values (the type select offers any number it is given). */
export const settingsToFormValues = (s: CommissionSettings) => ({
  typeChoice: String(s.type),
  otherType: '',
  applyIndividual: (s.applyIndividual ? 'yes' : 'no') as YesNoChoice,
  amount: formatDecimal(s.amount),
});

/**
 * A draft stored by an older console had a checkbox and type 0 preselected, so an
 * unticked box or type 0 may never have been chosen: those come back unset.
 */
export function fromStoredDraft(values: CommissionFormValues): CommissionFormValues {
  const apply: unknown = values.applyIndividual;
  if (typeof apply !== 'boolean') return values;
  return {
    ...values,
    applyIndividual: apply ? 'yes' : '',
    typeChoice: values.typeChoice === '0' ? '' : values.typeChoice,
  };
}
