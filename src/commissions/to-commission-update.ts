// The commission rules, once: a draft (typed values, any of them maybe unset) ->
// the PATCH body, which always has `id` and all three settings, typed exactly
// (integer type, boolean, finite number), or the problems by draft path. Since all
// three settings are replaced, none is ever guessed: an unset one is a problem.
import { commissionUpdateSchema, type CommissionUpdate } from '../api/contract';
import type { Built } from '../lib/builder-resolver';

export interface CommissionDraft {
  id: string;
  type?: number;
  applyIndividual?: boolean;
  amount?: number;
}

export function toCommissionUpdate(draft: CommissionDraft): Built<CommissionUpdate> {
  const errors: Record<string, string> = {};
  const id = draft.id.trim();
  if (id === '') errors.id = 'Enter the affiliate ID.';

  const { type, applyIndividual, amount } = draft;
  if (type === undefined) errors.type = 'Choose a commission type.';
  else if (!Number.isSafeInteger(type)) errors.type = 'The type is a whole number, such as 0 or 2.';

  if (applyIndividual === undefined) errors.applyIndividual = 'Choose Yes or No.';

  if (amount === undefined) errors.amount = 'Enter the amount.';
  else if (Number.isNaN(amount)) errors.amount = 'Enter a number, e.g. 12.50.';
  else if (!Number.isFinite(amount)) errors.amount = 'That number is too large.';
  else if (amount < 0) errors.amount = 'The amount cannot be negative.';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // The contract schema has the last word; its paths are the wire's (commissions.type).
  const checked = commissionUpdateSchema.safeParse({
    id,
    commissions: { type, applyIndividual, amount },
  });
  if (!checked.success) {
    for (const issue of checked.error.issues)
      errors[issue.path.filter((p) => p !== 'commissions').join('.') || 'id'] = issue.message;
    return { ok: false, errors };
  }
  return { ok: true, value: checked.data };
}
