// A sent commission update -> form values, so History can open it again.
import type { CommissionUpdate } from '../api/contract';
import { settingsToFormValues, type CommissionFormValues } from './commission-form-values';

export const COMMISSION_DRAFT = 'commissions.v1';

export const commissionToFormValues = (update: CommissionUpdate): CommissionFormValues => ({
  affiliateId: update.id,
  ...settingsToFormValues(update.commissions),
});
