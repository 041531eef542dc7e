// The order form's text -> an OrderDraft: only reading (decimals, the local time,
// metadata rows or JSON, three-way choices). The order rules come after, in toOrder.
// The form holds text exactly as typed, so nothing a person entered is lost or
// silently rewritten before it is checked.
import * as z from 'zod/mini';
import { askError, readTypedAmount } from '../lib/read-typed-amount';
import { chosenInstant } from './local-time';
import { metadataFromJson, metadataFromRows } from './metadata-rows';
import type { OrderDraft } from './to-order';

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

const triState = z.enum(['unset', 'yes', 'no']);
const metadataRow = z.object({
  key: z.string(),
  type: z.enum(['text', 'number', 'boolean', 'json']),
  value: z.string(),
});

/**
 * strict: a field that cannot be read is an issue (the form is not valid).
 * Not strict: it reads as unset and nothing is reported, so that the order rules
 * can still check everything else and a person sees every problem at once.
 */
export function orderFormSchema({ strict }: { strict: boolean }) {
  const problem = (ctx: z.core.ParsePayload, message: string, path: PropertyKey[] = []) => {
    if (strict) ctx.issues.push({ code: 'custom', message, input: ctx.value, path });
  };

  /**
   * A decimal typed by a person -> number, or undefined when left empty. "2,125" in an
   * English browser is not read: the person chooses a reading beside the field.
   */
  const decimal = z.pipe(
    z.string(),
    z.transform((raw: string, ctx) => {
      const read = readTypedAmount(raw);
      if (read.kind === 'read') return read.value;
      if (read.kind === 'invalid') problem(ctx, read.error);
      if (read.kind === 'ask') problem(ctx, askError(read));
      return undefined;
    }),
  );

  /** A datetime-local value in this device's time zone -> epoch ms. */
  const localTime = z.pipe(
    z.string(),
    z.transform((raw: string, ctx) => {
      const text = raw.trim();
      if (text === '') return undefined;
      const ms = LOCAL_DATE_TIME.test(text) ? new Date(text).getTime() : NaN;
      if (Number.isSafeInteger(ms)) return ms;
      problem(ctx, 'Enter a date and time, or press Now.');
      return undefined;
    }),
  );

  const threeWay = z.pipe(
    triState,
    z.transform((v) => (v === 'yes' ? true : v === 'no' ? false : undefined)),
  );

  const fields = z.object({
    referralCode: z.string(),
    orderId: z.string(),
    products: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        quantity: decimal,
        /** Optional: drafts saved before it existed lack it. Never sent (see unit-price.ts). */
        unitPrice: z.optional(decimal),
        /** A tax rate (percent) that Tax follows, from autocomplete; never sent (row-money.ts). */
        taxRate: z.optional(z.string()),
        /** The Subtotal a typed Tax was typed for; never sent (row-money.ts). */
        taxFor: z.optional(z.string()),
        /** "yes" once the person kept a disagreeing Tax or Total as typed; never sent. */
        keepTax: z.optional(z.string()),
        keepTotal: z.optional(z.string()),
        subTotal: decimal,
        tax: decimal,
        total: decimal,
      }),
    ),
    customer: z.object({
      name: z.string(),
      phone: z.string(),
      email: z.string(),
      ip: z.string(),
      country: z.string(),
    }),
    coupons: z.array(z.string()),
    metadataMode: z.enum(['rows', 'json']),
    metadataRows: z.array(metadataRow),
    metadataJson: z.string(),
    paid: z.boolean(),
    isRoyalty: threeWay,
    custom: threeWay,
    commission: decimal,
    notes: z.string(),
    /** A datetime-local value in this device's time zone, e.g. 2026-11-22T17:45:00. */
    orderTime: localTime,
    /**
     * The instant a typed time chose (epoch ms), for a local time that happened twice: taken
     * while Order time still shows that instant's local time, which alone names the first.
     */
    orderTimeInstant: z.optional(z.string()),
  });

  type MetadataFields = Pick<
    z.output<typeof fields>,
    'metadataMode' | 'metadataRows' | 'metadataJson'
  >;
  /** Only the metadata editor in use counts. */
  const readMetadata = (v: MetadataFields, ctx?: z.core.ParsePayload) =>
    v.metadataMode === 'json'
      ? metadataFromJson(v.metadataJson, (message) => {
          if (ctx) problem(ctx, message, ['metadataJson']);
        })
      : metadataFromRows(v.metadataRows, (i, field, message) => {
          if (ctx) problem(ctx, message, ['metadataRows', i, field]);
        });

  return z.pipe(
    fields.check(
      // Metadata depends on the mode, so it is read on the whole object: checked here even
      // when another field could not be read (so every problem shows at once)…
      z.superRefine((v, ctx) => void readMetadata(v, ctx), {
        when: (payload) => payload.issues.every((issue) => issue.code === 'custom'),
      }),
    ),
    // …and taken here, once every field could be read.
    z.transform(({ orderTime, orderTimeInstant, ...v }): OrderDraft => ({
      referralCode: v.referralCode,
      orderId: v.orderId,
      products: v.products,
      customer: v.customer,
      coupons: v.coupons,
      paid: v.paid,
      isRoyalty: v.isRoyalty,
      custom: v.custom,
      commission: v.commission,
      notes: v.notes,
      timestamp: chosenInstant(orderTime, orderTimeInstant),
      metadata: readMetadata(v),
    })),
  );
}

type OrderFormSchema = ReturnType<typeof orderFormSchema>;
export type OrderFormValues = z.input<OrderFormSchema>;
export type ProductRow = OrderFormValues['products'][number];
export type MetadataRow = z.input<typeof metadataRow>;
export type MetadataType = MetadataRow['type'];
export type TriState = z.input<typeof triState>;
