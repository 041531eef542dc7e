// A sent commission update -> form values, so History can open it again.
import type { CommissionUpdate } from '../api/contract';
import type { CommissionFormValues } from './commission-form-values';

export const COMMISSION_DRAFT = 'commissions.v1';

export function commissionToFormValues(update: CommissionUpdate): CommissionFormValues {
  const { type, applyIndividual, amount } = update.commissions;
  // The type select offers any number it is given, labelled for this connection or not.
  return {
    affiliateId: update.id,
    typeChoice: String(type),
    otherType: '',
    applyIndividual,
    amount: String(amount),
  };
}
