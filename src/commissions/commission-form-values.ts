export const OTHER_TYPE = 'other';

export interface CommissionFormValues {
  affiliateId: string;
  /** A labelled type's value as text, or OTHER_TYPE. */
  typeChoice: string;
  otherType: string;
  applyIndividual: boolean;
  amount: string;
}

export const emptyCommissionForm = (affiliateId = ''): CommissionFormValues => ({
  affiliateId,
  typeChoice: '0',
  otherType: '',
  applyIndividual: false,
  amount: '',
});
