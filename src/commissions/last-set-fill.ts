// The form never guesses a setting: the ones the manager has not chosen start from
// the last settings sent for this affiliate on this connection, or stay unset.
import type { CommissionSettings } from '../api/contract';
import { settingsToFormValues, type CommissionFormValues } from './commission-form-values';

export type Setting = 'type' | 'applyIndividual' | 'amount';
const SETTINGS: readonly Setting[] = ['type', 'applyIndividual', 'amount'];
export const SETTING_LABELS: Record<Setting, string> = {
  type: 'Commission type',
  applyIndividual: 'Apply individually',
  amount: 'Amount',
};

const isUnset = (v: CommissionFormValues, s: Setting) =>
  s === 'type'
    ? v.typeChoice === ''
    : s === 'applyIndividual'
      ? v.applyIndividual === ''
      : v.amount.trim() === '';

type SettingValues = Pick<
  CommissionFormValues,
  'typeChoice' | 'otherType' | 'applyIndividual' | 'amount'
>;

/**
 * What to put in the settings the manager has not chosen (unset, or filled by the
 * console before): the record's values, or unset again when there is no record.
 * `filled` names the settings that now hold the record's values.
 */
export function startFromLastSet(
  values: CommissionFormValues,
  record: CommissionSettings | undefined,
  filledBefore: readonly Setting[],
): { patch: Partial<SettingValues>; filled: Setting[] } {
  const free = SETTINGS.filter((s) => filledBefore.includes(s) || isUnset(values, s));
  const from: SettingValues = record
    ? settingsToFormValues(record)
    : { typeChoice: '', otherType: '', applyIndividual: '', amount: '' };
  const patch: Partial<SettingValues> = {};
  for (const s of free) {
    if (s === 'type') {
      patch.typeChoice = from.typeChoice;
      patch.otherType = from.otherType;
    } else if (s === 'applyIndividual') patch.applyIndividual = from.applyIndividual;
    else patch.amount = from.amount;
  }
  return { patch, filled: record ? free : [] };
}
