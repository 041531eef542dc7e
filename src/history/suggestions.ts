// Autocomplete from this console's own History: for each connection, the last value
// sent per product ID, product name, customer email and referral code, kept in the
// `suggestions` store keyed by [connectionId, kind, key] so that a prefix is one key
// range, never a scan of every entry. Loaded with the database (history-db.ts
// writes it in each entry's transaction), not with the first page; the reads are in
// find-suggestions.ts. Nothing here holds or sees the key.
import type { HistoryEntry } from './history-entry';

export type SuggestionKind = 'product-id' | 'product-name' | 'customer' | 'code';

export interface ProductSuggestion {
  id?: string;
  name?: string;
  /** What one unit cost last time (the typed unit price, or subtotal ÷ quantity when exact). */
  unitPrice?: number;
  /** Last tax ÷ subtotal as a percentage (20 for 20 %). */
  taxPercent?: number;
}
export interface CustomerSuggestion {
  email: string;
  name?: string;
  phone?: string;
  country?: string;
}
export interface CodeSuggestion {
  code: string;
}
export interface SuggestionValues {
  'product-id': ProductSuggestion;
  'product-name': ProductSuggestion;
  customer: CustomerSuggestion;
  code: CodeSuggestion;
}

export interface SuggestionRecord<K extends SuggestionKind = SuggestionKind> {
  connectionId: string;
  kind: K;
  /** The trimmed, lowercased text a prefix is matched against. */
  key: string;
  /** When the entry that gave this value started: the newest wins. */
  usedAt: number;
  value: SuggestionValues[K];
}

/** The part of an object store these functions use, in any readwrite or upgrade transaction. */
export interface SuggestionWrites {
  get(key: [string, string, string]): Promise<SuggestionRecord | undefined>;
  put(value: SuggestionRecord): Promise<unknown>;
}

// ---- from a History entry (its body is whatever was stored: read it defensively) ----
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
/** Drops undefined fields, so a stored value holds only what was sent. */
const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** An amount in whole cents, rounded half up after float noise is gone (1.005 × 100 is 100.4999…). */
const cents = (n: number) => Math.round(Number((n * 100).toFixed(6)));

/** Subtotal ÷ quantity, only when it is a whole number of cents that gives the subtotal back. */
function unitFrom(subTotal: number | undefined, quantity: number | undefined) {
  if (subTotal === undefined || quantity === undefined || quantity <= 0) return undefined;
  const unit = cents(subTotal / quantity) / 100;
  return cents(unit * quantity) === cents(subTotal) ? unit : undefined;
}

/**
 * The simplest percentage (fewest decimals) that gives the last tax back from the last
 * subtotal to the cent: 3.33 on 16.65 is 20 %, not 19.99…; 3.99 on 19.99 is 19.96 %.
 */
export function taxPercentFrom(subTotal: number | undefined, tax: number | undefined) {
  if (subTotal === undefined || tax === undefined || subTotal <= 0 || tax < 0) return undefined;
  const raw = (tax / subTotal) * 100;
  for (let decimals = 0; decimals <= 4; decimals++) {
    const percent = Number(raw.toFixed(decimals));
    if (cents((subTotal * percent) / 100) === cents(tax)) return percent;
  }
  return Number(raw.toFixed(4));
}

/**
 * What a recorded order entry teaches. Only orders the service recorded: a failed one
 * may be failed because of what was typed (an unknown code, a bad price), and an unknown
 * one may never have arrived, so neither is offered again as "last sent".
 */
function suggestionsOf(entry: HistoryEntry): SuggestionRecord[] {
  if (entry.operation !== 'order' || entry.outcome.result !== 'recorded') return [];
  const base = { connectionId: entry.connectionId, usedAt: entry.startedAt };
  const out: SuggestionRecord[] = [];
  const body = record(entry.requestBody);
  const products = Array.isArray(body.products) ? (body.products as unknown[]) : [];
  products.forEach((raw, i) => {
    const p = record(raw);
    const subTotal = amount(p.subTotal);
    const value = defined<ProductSuggestion>({
      id: text(p.id),
      name: text(p.name),
      unitPrice: amount(entry.unitPrices?.[i]) ?? unitFrom(subTotal, amount(p.quantity)),
      taxPercent: taxPercentFrom(subTotal, amount(p.tax)),
    });
    if (value.id) out.push({ ...base, kind: 'product-id', key: value.id.toLowerCase(), value });
    if (value.name)
      out.push({ ...base, kind: 'product-name', key: value.name.toLowerCase(), value });
  });
  const customer = record(body.customer);
  const email = text(customer.email);
  if (email)
    out.push({
      ...base,
      kind: 'customer',
      key: email.toLowerCase(),
      value: defined<CustomerSuggestion>({
        email,
        name: text(customer.name),
        phone: text(customer.phone),
        country: text(customer.country),
      }),
    });
  const code = text(entry.referralCode);
  if (code) out.push({ ...base, kind: 'code', key: code.toLowerCase(), value: { code } });
  return out;
}

/** Writes what `entry` teaches, keeping a newer value already there (another tab, a backfill). */
export async function recordSuggestions(store: SuggestionWrites, entry: HistoryEntry) {
  for (const s of suggestionsOf(entry)) {
    const known = await store.get([s.connectionId, s.kind, s.key]);
    if (!known || known.usedAt <= s.usedAt) await store.put(s);
  }
}
