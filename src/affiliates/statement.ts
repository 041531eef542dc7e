// One affiliate's statement for a period, from History: orders and their totals per
// connection and currency (never added across either), outcomes, the commission the
// service returned, and commission changes before → after (per connection: each service
// keeps its own settings). Amounts are summed in whole cents.
import type { HistoryEntry } from '../history';

export type Outcome = 'recorded' | 'failed' | 'unknown' | 'pending';
/** Orders that carry no currency (the contract has none; imports put it in metadata.currency). */
export const NO_CURRENCY = 'No currency given';

/** Which connection a line belongs to: its id, and its name when it was sent. */
interface OnConnection {
  connectionId: string;
  connection: string;
}

interface CurrencyTotals extends OnConnection {
  currency: string;
  /** Recorded orders in this currency. */
  orders: number;
  /** Σ product totals of those orders, in cents. */
  totalCents: number;
  /** Σ commission the service returned, in cents, and how many orders returned one. */
  commissionCents: number;
  withCommission: number;
}

interface StatementOrder extends OnConnection {
  orderId: string;
  at: number;
  code: string;
  currency: string;
  totalCents: number;
  outcome: Outcome;
  commissionCents?: number;
}

interface Settings {
  type: number;
  applyIndividual: boolean;
  amount: number;
}
interface CommissionChange extends OnConnection {
  at: number;
  affiliateId: string;
  /** The last accepted settings before it, as sent from this console; undefined: not known here. */
  before?: Settings;
  after?: Settings;
  outcome: Outcome;
}

export interface Statement {
  orders: StatementOrder[];
  currencies: CurrencyTotals[];
  outcomes: Record<Outcome, number>;
  changes: CommissionChange[];
}

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
/** Whole cents, rounded half up once float noise is gone (1.005 × 100 is 100.4999…). */
const toCents = (n: number) => Math.round(Number((n * 100).toFixed(6)));

function currencyOf(body: Record<string, unknown>): string {
  const c = record(body.metadata).currency;
  return typeof c === 'string' && /^[a-z]{3}$/i.test(c.trim())
    ? c.trim().toUpperCase()
    : NO_CURRENCY;
}

/** Σ product totals (or subtotal + tax where a total was not sent), in cents. */
function totalCents(body: Record<string, unknown>): number {
  const products = Array.isArray(body.products) ? (body.products as unknown[]) : [];
  return products.reduce<number>((sum, raw) => {
    const p = record(raw);
    const total = num(p.total) ?? (num(p.subTotal) ?? 0) + (num(p.tax) ?? 0);
    return sum + toCents(total);
  }, 0);
}

function returnedCommission(entry: HistoryEntry): number | undefined {
  if (entry.outcome.result !== 'recorded' || !entry.outcome.responseBody) return undefined;
  try {
    const c = num(record(JSON.parse(entry.outcome.responseBody)).commission);
    return c === undefined ? undefined : toCents(c);
  } catch {
    return undefined;
  }
}

function settingsOf(entry: HistoryEntry): Settings | undefined {
  const c = record(record(entry.requestBody).commissions);
  const type = num(c.type);
  const amount = num(c.amount);
  if (type === undefined || amount === undefined || typeof c.applyIndividual !== 'boolean')
    return undefined;
  return { type, applyIndividual: c.applyIndividual, amount };
}

/**
 * Per order ID, the entry that says what happened: a recorded one if any (a retry after
 * a failure is one order, not two), else the newest.
 */
function onePerOrder(entries: readonly HistoryEntry[]): HistoryEntry[] {
  const byOrder = new Map<string, HistoryEntry>();
  for (const e of [...entries].sort((a, b) => a.startedAt - b.startedAt)) {
    const key = `${e.connectionId}\u0000${e.orderId ?? `#${String(e.id)}`}`;
    const kept = byOrder.get(key);
    if (kept?.outcome.result === 'recorded' && e.outcome.result !== 'recorded') continue;
    byOrder.set(key, e);
  }
  return [...byOrder.values()];
}

export function buildStatement(
  orderEntries: readonly HistoryEntry[],
  commissionEntries: readonly HistoryEntry[],
  span: { from: number; to: number },
): Statement {
  const outcomes: Record<Outcome, number> = { recorded: 0, failed: 0, unknown: 0, pending: 0 };
  const totals = new Map<string, CurrencyTotals>();
  const orders = onePerOrder(
    orderEntries.filter((e) => e.startedAt >= span.from && e.startedAt < span.to),
  ).map<StatementOrder>((e) => {
    const body = record(e.requestBody);
    const commissionCents = returnedCommission(e);
    const order: StatementOrder = {
      connectionId: e.connectionId,
      connection: e.connectionName,
      orderId: e.orderId ?? '',
      at: e.startedAt,
      code: e.referralCode ?? '',
      currency: currencyOf(body),
      totalCents: totalCents(body),
      outcome: e.outcome.result,
      ...(commissionCents === undefined ? {} : { commissionCents }),
    };
    outcomes[order.outcome] += 1;
    if (order.outcome === 'recorded') {
      const key = `${order.connectionId}\u0000${order.currency}`;
      let t = totals.get(key);
      if (!t)
        totals.set(
          key,
          (t = {
            connectionId: order.connectionId,
            connection: order.connection,
            currency: order.currency,
            orders: 0,
            totalCents: 0,
            commissionCents: 0,
            withCommission: 0,
          }),
        );
      t.orders += 1;
      t.totalCents += order.totalCents;
      if (commissionCents !== undefined) {
        t.commissionCents += commissionCents;
        t.withCommission += 1;
      }
    }
    return order;
  });
  orders.sort((a, b) => a.at - b.at);

  // Changes: each update in the span against the last accepted one before it, per
  // connection and ID.
  const changes: CommissionChange[] = [];
  const lastAccepted = new Map<string, Settings>();
  for (const e of [...commissionEntries].sort((a, b) => a.startedAt - b.startedAt)) {
    const id = e.affiliateId ?? '';
    const key = `${e.connectionId}\u0000${id}`;
    const after = settingsOf(e);
    if (e.startedAt >= span.from && e.startedAt < span.to) {
      const before = lastAccepted.get(key);
      changes.push({
        connectionId: e.connectionId,
        connection: e.connectionName,
        at: e.startedAt,
        affiliateId: id,
        outcome: e.outcome.result,
        ...(before ? { before } : {}),
        ...(after ? { after } : {}),
      });
    }
    if (e.outcome.result === 'recorded' && after) lastAccepted.set(key, after);
  }
  return {
    orders,
    currencies: [...totals.values()].sort(
      (a, b) => a.connection.localeCompare(b.connection) || a.currency.localeCompare(b.currency),
    ),
    outcomes,
    changes,
  };
}
