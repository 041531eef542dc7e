// Form values -> the PATCH body: always `id` and all three commission fields,
// typed exactly (integer type, boolean, number). Never throws.
import { commissionUpdateSchema, type CommissionUpdate } from '../api/contract';
import type { Built } from '../ui/builder-resolver';
import { parseDecimal } from '../ui/parse-decimal';
import { OTHER_TYPE, type CommissionFormValues } from './commission-form-values';

const INTEGER = /^[+-]?\d+$/;

export function buildCommissionUpdate(v: CommissionFormValues): Built<CommissionUpdate> {
  const errors: Record<string, string> = {};
  const id = v.affiliateId.trim();
  if (id === '') errors.affiliateId = 'Enter the affiliate ID.';

  const typeText = (v.typeChoice === OTHER_TYPE ? v.otherType : v.typeChoice).trim();
  const typePath = v.typeChoice === OTHER_TYPE ? 'otherType' : 'typeChoice';
  const type = Number(typeText);
  if (v.typeChoice === '') errors.typeChoice = 'Choose a commission type.';
  else if (typeText === '') errors[typePath] = 'Enter the type as a whole number.';
  else if (!INTEGER.test(typeText) || !Number.isSafeInteger(type))
    errors[typePath] = 'The type is a whole number, such as 0 or 2.';

  if (v.applyIndividual === '') errors.applyIndividual = 'Choose Yes or No.';

  const amount = parseDecimal(v.amount);
  if (!amount.ok) errors.amount = amount.error;
  else if (amount.value === undefined) errors.amount = 'Enter the amount.';
  else if (amount.value < 0) errors.amount = 'The amount cannot be negative.';

  if (Object.keys(errors).length > 0 || !amount.ok || amount.value === undefined)
    return { ok: false, errors };
  const body = {
    id,
    commissions: { type, applyIndividual: v.applyIndividual === 'yes', amount: amount.value },
  };
  const checked = commissionUpdateSchema.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues)
      errors[issue.path.join('.') || 'affiliateId'] = issue.message;
    return { ok: false, errors };
  }
  return { ok: true, value: checked.data };
}

/** Wire path of a service error -> the form field that shows it. */
export function commissionFormPath(wirePath: string, typeChoice: string): string | undefined {
  // Services differ in case (`Commissions.ApplyIndividual`): match without it.
  const path = wirePath.toLowerCase();
  if (path === 'id') return 'affiliateId';
  if (path === 'commissions.type') return typeChoice === OTHER_TYPE ? 'otherType' : 'typeChoice';
  if (path === 'commissions.applyindividual') return 'applyIndividual';
  if (path === 'commissions.amount') return 'amount';
  return undefined;
}
