// The hand-written entry's rules, in plain words. Codes and IDs are typed as lists
// (commas or spaces between them).
import * as z from 'zod/mini';
import { splitList } from './directory-import';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const list = z.pipe(
  z.string(),
  z.transform((v) => [...new Set(splitList(v))]),
);

export const affiliateFormSchema = z
  .object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Give the affiliate a name.'),
        z.maxLength(120, 'Keep the name under 120 characters.'),
      ),
    email: z.string().check(
      z.trim(),
      z.refine(
        (v) => v === '' || EMAIL.test(v),
        'Enter an email address such as ana@example.com, or leave it empty.',
      ),
    ),
    codes: list,
    affiliateIds: list,
    notes: z.string().check(z.trim(), z.maxLength(2000, 'Keep notes under 2,000 characters.')),
  })
  .check(
    z.refine((v) => v.codes.length > 0 || v.affiliateIds.length > 0, {
      message: 'Give at least one referral code or affiliate ID, so the affiliate can be found.',
      path: ['codes'],
    }),
  );

export type AffiliateFormInput = z.input<typeof affiliateFormSchema>;
export type AffiliateFormOutput = z.output<typeof affiliateFormSchema>;
