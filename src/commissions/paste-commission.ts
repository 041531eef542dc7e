// A pasted request -> the commissions form's values; what does not fit the
// contract (PATCH /v1/affiliates/commissions) is listed, never dropped silently.
import type { PastedRequest } from '../paste';
import { emptyCommissionForm, type CommissionFormValues } from './commission-form-values';
import { isRecord } from '../api/is-record';
import { formatDecimal } from '../lib/parse-decimal';

export type PastedCommission =
  { ok: true; values: CommissionFormValues; notFilled: string[] } | { ok: false; problem: string };

export function pastedToCommissionForm(request: PastedRequest): PastedCommission {
  if (request.operation === 'order')
    return {
      ok: false,
      problem: 'This is an order (/v1/track/…); paste it in Record order.',
    };
  const body = request.body;
  if (!isRecord(body))
    return { ok: false, problem: 'Its body is not a JSON object (a commission update).' };
  const values = emptyCommissionForm();
  const notFilled: string[] = [];
  const wrong = (path: string, expected: string) => notFilled.push(`${path} (expects ${expected})`);
  const unknown = (path: string) => notFilled.push(`${path} (not in the commissions contract)`);
  for (const [key, value] of Object.entries(body)) {
    if (key === 'id') {
      if (typeof value === 'string') values.affiliateId = value;
      else wrong('id', 'text');
    } else if (key === 'commissions') {
      if (!isRecord(value)) {
        wrong('commissions', 'an object');
        continue;
      }
      for (const [field, v] of Object.entries(value)) {
        const at = `commissions.${field}`;
        if (field === 'type') {
          if (Number.isSafeInteger(v)) values.typeChoice = String(v);
          else wrong(at, 'a whole number');
        } else if (field === 'applyIndividual') {
          if (typeof v === 'boolean') values.applyIndividual = v ? 'yes' : 'no';
          else wrong(at, 'true or false');
        } else if (field === 'amount') {
          if (typeof v === 'number' && Number.isFinite(v)) values.amount = formatDecimal(v);
          else wrong(at, 'a number');
        } else unknown(at);
      }
    } else unknown(key);
  }
  return { ok: true, values, notFilled };
}
