// The commission form's check: its schema reads the text into a CommissionDraft,
// toCommissionUpdate applies the rules. Synchronous, for the live preview and the resolver.
import { formCheck } from '../lib/builder-resolver';
import { commissionFormSchema, type CommissionFormValues } from './commission-form-schema';
import { OTHER_TYPE } from './commission-form-values';
import { toCommissionUpdate } from './to-commission-update';

/** Wire path of a service error, or draft path of a rule's -> the form field that shows it. */
export function commissionFormPath(path: string, typeChoice: string): string | undefined {
  // Services differ in case (`Commissions.ApplyIndividual`): match without it.
  const field = path.toLowerCase().replace(/^commissions\./, '');
  if (field === 'id') return 'affiliateId';
  if (field === 'type') return typeChoice === OTHER_TYPE ? 'otherType' : 'typeChoice';
  if (field === 'applyindividual') return 'applyIndividual';
  if (field === 'amount') return 'amount';
  return undefined;
}

export const buildCommissionUpdate = formCheck(
  {
    strict: commissionFormSchema({ strict: true }),
    lenient: commissionFormSchema({ strict: false }),
  },
  toCommissionUpdate,
  (path, values: CommissionFormValues) => commissionFormPath(path, values.typeChoice) ?? path,
);
