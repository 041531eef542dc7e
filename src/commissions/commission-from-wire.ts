// A sent commission update -> form values, so History can open it again.
import type { CommissionUpdate } from '../api/contract';
import { OTHER_TYPE, type CommissionFormValues } from './commission-form-values';
import { commissionTypeStore } from './commission-types';

export const COMMISSION_DRAFT = 'commissions.v1';

export function commissionToFormValues(update: CommissionUpdate): CommissionFormValues {
  const { type, applyIndividual, amount } = update.commissions;
  const labelled = commissionTypeStore.get().some((t) => t.value === type);
  return {
    affiliateId: update.id,
    typeChoice: labelled ? String(type) : OTHER_TYPE,
    otherType: labelled ? '' : String(type),
    applyIndividual,
    amount: String(amount),
  };
}
