// The commission form's text -> a CommissionDraft: only reading (the type's number,
// the amount). The rules come after, in toCommissionUpdate.
import * as z from 'zod/mini';
import { askError, readTypedAmount } from '../lib/read-typed-amount';
import { OTHER_TYPE } from './commission-form-values';
import type { CommissionDraft } from './to-commission-update';

const INTEGER = /^[+-]?\d+$/;
const yesNo = z.enum(['', 'yes', 'no']);
export type YesNoChoice = z.input<typeof yesNo>;

/**
 * strict: a field that cannot be read is an issue. Not strict: it reads as unset
 * and nothing is reported, so that the rules can still check everything else.
 */
export function commissionFormSchema({ strict }: { strict: boolean }) {
  const fields = z.object({
    affiliateId: z.string(),
    /** A labelled type's value as text, OTHER_TYPE, or '' when none is chosen. */
    typeChoice: z.string(),
    otherType: z.string(),
    /** '' until the manager chooses Yes or No. */
    applyIndividual: yesNo,
    amount: z.string(),
  });
  // Read in one step: which box holds the type depends on the choice.
  return z.pipe(
    fields,
    z.transform((v, ctx): CommissionDraft => {
      const problem = (path: string, message: string) => {
        if (strict) ctx.issues.push({ code: 'custom', message, input: v, path: [path] });
      };
      const amount = readTypedAmount(v.amount);
      if (amount.kind === 'invalid') problem('amount', amount.error);
      // "2,125" in an English browser: the person chooses beside the field.
      if (amount.kind === 'ask') problem('amount', askError(amount));
      return {
        id: v.affiliateId,
        type: readType(v.typeChoice, v.otherType, problem),
        applyIndividual: v.applyIndividual === '' ? undefined : v.applyIndividual === 'yes',
        amount: amount.kind === 'read' ? amount.value : undefined,
      };
    }),
  );
}

/** The chosen type's number; undefined when none is chosen or it cannot be read. */
function readType(
  choice: string,
  other: string,
  problem: (path: string, message: string) => void,
): number | undefined {
  if (choice === '') return undefined;
  const [text, path] = choice === OTHER_TYPE ? [other.trim(), 'otherType'] : [choice, 'typeChoice'];
  if (text === '') problem(path, 'Enter the type as a whole number.');
  else if (!INTEGER.test(text) || !Number.isSafeInteger(Number(text)))
    problem(path, 'The type is a whole number, such as 0 or 2.');
  else return Number(text);
  return undefined;
}

export type CommissionFormValues = z.input<ReturnType<typeof commissionFormSchema>>;
