// The wire contract of the affiliate tracking service, field for field from
// shared/seeds/000_47f31958d2189ca8.txt. Every wire type is inferred from here.
// zod/mini: the same checks as classic zod at a fraction of the bundle (stack.md).
import * as z from 'zod/mini';

/** Product fields are all optional: the contract does not say which are required. */
export const productSchema = z.object({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  quantity: z.optional(z.number()),
  subTotal: z.optional(z.number()),
  tax: z.optional(z.number()),
  total: z.optional(z.number()),
});

export const customerSchema = z.object({
  name: z.optional(z.string()),
  phone: z.optional(z.string()),
  email: z.optional(z.string()),
  ip: z.optional(z.string()),
  country: z.optional(z.string()),
});

/** int64 as a JSON number: JavaScript can carry it exactly up to 2^53. */
const int64 = z.int();

export const orderSchema = z.object({
  orderId: z.string().check(z.minLength(1)),
  products: z.array(productSchema),
  paid: z.optional(z.boolean()),
  timestamp: z.optional(z.nullable(int64)),
  isRoyalty: z.optional(z.nullable(z.boolean())),
  custom: z.optional(z.nullable(z.boolean())),
  commission: z.optional(z.nullable(z.number())),
  notes: z.optional(z.nullable(z.string())),
  coupons: z.optional(z.nullable(z.array(z.string()))),
  customer: z.optional(customerSchema),
  metadata: z.optional(z.record(z.string(), z.unknown())),
});

export const commissionSettingsSchema = z.object({
  type: z.int(),
  applyIndividual: z.boolean(),
  amount: z.number(),
});

export const commissionUpdateSchema = z.object({
  id: z.string(),
  commissions: commissionSettingsSchema,
});

export type Product = z.infer<typeof productSchema>;
export type Customer = z.infer<typeof customerSchema>;
export type Order = z.infer<typeof orderSchema>;
export type CommissionSettings = z.infer<typeof commissionSettingsSchema>;
export type CommissionUpdate = z.infer<typeof commissionUpdateSchema>;

export const CONTENT_TYPE = 'application/json-patch+json';
export const KEY_HEADER = 'X-Service-Key';

/**
 * A referral code of only dots and spaces is no code: `.` and `..` are read by URLs as
 * "this folder" and "the folder above" (POST /v1/track/.. goes to /v1/), and blanks name nothing.
 */
export const isDotsAndSpaces = (code: string) => /^[.\s]*$/.test(code);
export const DOTS_AND_SPACES =
  'A referral code cannot be only dots and spaces: in an address, "." and ".." mean "this folder" and "the one above", so the order would go elsewhere.';

/** The path for one referral code; throws for a code that would not stay one path segment. */
export function trackPath(code: string): string {
  if (isDotsAndSpaces(code))
    throw new Error(`This referral code cannot be sent. ${DOTS_AND_SPACES}`);
  return `/v1/track/${encodeURIComponent(code)}`;
}
export const commissionsPath = '/v1/affiliates/commissions';
