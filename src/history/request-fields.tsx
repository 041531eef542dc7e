// The request and response of a History entry as readable fields; the raw JSON
// stays one click away, under each.
import type { ReactNode } from 'react';
import { commissionUpdateSchema, orderSchema, type Order } from '../api/contract';
import { formatJson } from '../lib/format-json';
import { CutText } from '../ui/cut-text';
import { LongText } from '../ui/long-text';
import type { HistoryEntry } from './history-entry';
import { moneyText } from './money-text';

const yesNo = (b: boolean | null | undefined) =>
  b === undefined || b === null ? 'Not set' : b ? 'Yes' : 'No';
/** A sent time in the person's zone, named; the number as sent stays in the raw JSON. */
const localTime = (ms: number) =>
  `${new Date(ms).toLocaleString()} (${Intl.DateTimeFormat().resolvedOptions().timeZone} time)`;
const shown = (v: string | number | undefined) => (v === undefined ? '—' : String(v));

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {rows.map(([name, value]) => (
        <div key={name} className="facts__row">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProductsTable({
  products,
  unitPrices,
}: {
  products: Order['products'];
  /** Typed in the form beside the request, never sent: shown so that Subtotal reads as such. */
  unitPrices: HistoryEntry['unitPrices'];
}) {
  if (products.length === 0) return <>None</>;
  const units = unitPrices ?? [];
  const withUnit = units.some((u) => u !== null);
  return (
    // Focusable, so that a keyboard can scroll it when it is wider than the screen.
    <div className="table-scroll" tabIndex={0} role="group" aria-label="Products, scrollable">
      <table className="small-table">
        <caption className="visually-hidden">Products</caption>
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Name</th>
            <th scope="col">Quantity</th>
            {withUnit && <th scope="col">Unit price (not sent)</th>}
            <th scope="col">Subtotal</th>
            <th scope="col">Tax</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {products.map((p, i) => (
            <tr key={i}>
              <td>{shown(p.id)}</td>
              <td>{shown(p.name)}</td>
              <td>{shown(p.quantity)}</td>
              {withUnit && <td>{moneyText(units[i] ?? undefined)}</td>}
              <td>{moneyText(p.subTotal)}</td>
              <td>{moneyText(p.tax)}</td>
              <td>{moneyText(p.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function orderRows(entry: HistoryEntry, order: Order): [string, ReactNode][] {
  const c = order.customer ?? {};
  const customer = [c.name, c.email, c.phone, c.ip, c.country].filter(Boolean).join(' · ');
  const rows: [string, ReactNode][] = [
    ['Referral code', entry.referralCode ?? '—'],
    ['Order ID', order.orderId],
    ['Products', <ProductsTable key="p" products={order.products} unitPrices={entry.unitPrices} />],
    ['Customer', customer || 'Not sent'],
    ['Coupons', order.coupons?.length ? order.coupons.join(', ') : 'None'],
    ['Paid out', yesNo(order.paid)],
    ['Royalty order', yesNo(order.isRoyalty)],
    ['Custom order', yesNo(order.custom)],
    ['Order time', typeof order.timestamp === 'number' ? localTime(order.timestamp) : 'Not sent'],
  ];
  if (typeof order.commission === 'number') rows.push(['Commission', String(order.commission)]);
  // Notes and metadata may be megabytes: cut, with "Show all".
  if (order.notes) rows.push(['Notes', <CutText key="n" text={order.notes} />]);
  if (order.metadata && Object.keys(order.metadata).length > 0)
    rows.push([
      'Metadata',
      <CutText
        key="m"
        text={Object.entries(order.metadata)
          .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
          .join(' · ')}
      />,
    ]);
  return rows;
}

function readableRequest(entry: HistoryEntry): [string, ReactNode][] | undefined {
  if (entry.operation === 'order') {
    const order = orderSchema.safeParse(entry.requestBody);
    return order.success ? orderRows(entry, order.data) : undefined;
  }
  const update = commissionUpdateSchema.safeParse(entry.requestBody);
  if (!update.success) return undefined;
  const { id, commissions: s } = update.data;
  const type = entry.commissionTypeLabel
    ? `${s.type} · ${entry.commissionTypeLabel}`
    : String(s.type);
  return [
    ['Affiliate', id],
    ['Commission type', type],
    ['Apply individually', yesNo(s.applyIndividual)],
    ['Amount', String(s.amount)],
  ];
}

function Raw({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="raw">
      <summary>Raw JSON{label === 'Request body' ? ' of the request' : ' of the response'}</summary>
      {children}
    </details>
  );
}

/** The request as sent, cut for display when huge (see LongText). */
function RequestJson({ body }: { body: unknown }) {
  return (
    <LongText
      label="Request body"
      show={(limit) => formatJson(body, limit)}
      full={() => formatJson(body, Infinity).text}
      fileName="request.json"
    />
  );
}

export function RequestFields({ entry }: { entry: HistoryEntry }) {
  const rows = readableRequest(entry);
  return (
    <>
      <h3>Request</h3>
      {rows ? (
        <Facts rows={rows} />
      ) : (
        <p className="muted">This request does not have the shape of the contract; its JSON:</p>
      )}
      {rows ? (
        <Raw label="Request body">
          <RequestJson body={entry.requestBody} />
        </Raw>
      ) : (
        <RequestJson body={entry.requestBody} />
      )}
    </>
  );
}

/** One field of the answer; a nested value as compact JSON, cut when long. */
const fieldText = (v: unknown) => {
  const shown = formatJson(v, FIELD_LIMIT);
  return shown.cut ? `${shown.text}…` : shown.text;
};
const FIELD_LIMIT = 500;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function ResponseFields({ entry }: { entry: HistoryEntry }) {
  const o = entry.outcome;
  const heading = <h3>Response{o.responseCut ? ' (cut at 64 KB)' : ''}</h3>;
  if (o.responseBody === undefined || o.responseBody === '')
    return (
      <>
        {heading}
        <p aria-label="Response body">{o.responseBody === undefined ? 'No response' : 'Empty'}</p>
      </>
    );
  const value = parseJson(o.responseBody);
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject)
    return (
      <>
        {heading}
        <pre className="code" tabIndex={0} aria-label="Response body">
          {o.responseBody}
        </pre>
      </>
    );
  const rows = Object.entries(value).map(([k, v]): [string, ReactNode] => [k, fieldText(v)]);
  return (
    <>
      {heading}
      <Facts rows={rows} />
      <Raw label="Response body">
        <pre className="code" tabIndex={0} aria-label="Response body">
          {o.responseBody}
        </pre>
      </Raw>
    </>
  );
}
