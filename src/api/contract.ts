// The wire contract of the affiliate tracking service, field for field from
// shared/seeds/000_47f31958d2189ca8.txt. Every wire type is inferred from here.
// zod/mini: the same checks as classic zod at a fraction of the bundle (stack.md).
import * as z from 'zod/mini';

/** Product fields are all optional: the contract does not say which are required. */
const productSchema = z.object({
  id: z.optional(z.string()),
  name: z.optional(z.string()),
  quantity: z.optional(z.number()),
  subTotal: z.optional(z.number()),
  tax: z.optional(z.number()),
  total: z.optional(z.number()),
});

const customerSchema = z.object({
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

const commissionSettingsSchema = z.object({
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

// The wire's constants and paths live in ./wire, free of zod, so that the first page
// can build a path without loading the schemas; they are re-exported here.
export { CONTENT_TYPE, KEY_HEADER, isDotsAndSpaces, DOTS_AND_SPACES, trackPath } from './wire';
