// The money check as a person reads it and downloads it: built from a real check of
// a small file (net of a refund, one order left out, one held), then after a send.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrders } from '../../src/import/pipeline/rows-to-orders';
import { moneyCheckCsv } from '../../src/import/steps/preview/money-check-csv';
import { MoneyCheckPanel } from '../../src/import/steps/preview/money-check-panel';
import { afterSend } from '../../src/import/steps/send/after-send';
import type { Mapping } from '../../src/import/pipeline/fields';
import { OrderStore } from '../../src/import/pipeline/order-store';

const col = (column: string) => ({ kind: 'column', column }) as const;
const mapping: Mapping = {
  orderId: col('Order'),
  referralCode: col('Code'),
  financialStatus: col('Status'),
  currency: col('Currency'),
  orderTotal: col('Total'),
  shipping: col('Shipping'),
  refundedAmount: col('Refunded'),
};
const orders = buildOrders(
  ['Order', 'Code', 'Status', 'Currency', 'Total', 'Shipping', 'Refunded'],
  [
    ['A1', 'ALICE10', 'paid', 'EUR', '222.00', '0.00', '42.00'],
    ['A2', 'ALICE10', 'refunded', 'EUR', '59.90', '4.90', ''],
    ['A3', '', 'paid', 'EUR', '10.00', '0.00', ''],
    ['B1', 'ALICE10', 'paid', 'GBP', '45.00', '5.00', ''],
  ],
  mapping,
);
const store = new OrderStore();
store.load(orders);
const checks = store.view().money;

const row = (table: HTMLElement, name: RegExp) =>
  within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const cells = (r: HTMLElement) =>
  within(r)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('money check panel', () => {
  it('shows per currency the file’s gross and where every cent went', () => {
    render(<MoneyCheckPanel checks={checks} />);
    const region = screen.getByRole('region', { name: 'Money check' });
    const eur = within(region).getByRole('table', { name: 'EUR' });
    expect(cells(row(eur, /^In the file/))).toEqual(['', '291.90']);
    expect(cells(row(eur, /^To send/))).toEqual(['1', '180.00']);
    expect(cells(row(eur, /^Left out: refunded/))).toEqual(['1', '59.90']);
    expect(cells(row(eur, /^Held for a person/))).toEqual(['1', '10.00']);
    expect(cells(row(eur, /^Refunds taken off/))).toEqual(['', '42.00']);
    expect(
      within(eur).getByRole('rowheader', { name: /Not accounted for: none/ }),
    ).toHaveTextContent('Every cent of the file is accounted for.');
    const gbp = within(region).getByRole('table', { name: 'GBP' });
    expect(cells(row(gbp, /^Shipping/))).toEqual(['', '5.00']);
    expect(screen.queryByRole('rowheader', { name: /^Sent/ })).toBeNull();
  });

  it('adds what left and what the service refused after sending, and writes it all as CSV', () => {
    const sent = store.view().toSend;
    expect(sent).toBe(2);
    const body = (id: string) => orders.find((o) => o.orderId === id)?.order;
    const after = [
      ...afterSend([
        { state: 'recorded', cause: 'recorded', request: { body: body('A1') } },
        { state: 'failed', cause: 'refused', request: { body: body('B1') } },
        { state: 'queued', cause: 'none', request: { body: body('A2') } },
        // Kept back by the team's duplicate guard: it never left.
        { state: 'failed', cause: 'colleague', request: { body: body('A1') } },
      ]).values(),
    ];
    render(<MoneyCheckPanel checks={checks} after={after} />);
    const eur = screen.getByRole('table', { name: 'EUR' });
    expect(cells(row(eur, /^Sent \(the bodies that left\)/))).toEqual(['1', '180.00']);
    expect(cells(row(eur, /^Refused by the service/))).toEqual(['0', '0.00']);
    expect(cells(row(eur, /^Not sent \(kept back before it left\)/))).toEqual(['1', '180.00']);
    const gbp = screen.getByRole('table', { name: 'GBP' });
    expect(cells(row(gbp, /^Refused by the service/))).toEqual(['1', '40.00']);
    const csv = moneyCheckCsv(checks, after).split('\r\n');
    expect(csv[0]).toBe('currency,line,orders,amount,order_ids');
    expect(csv).toContain('EUR,To send (products),1,180,');
    expect(csv).toContain('EUR,Refunds taken off,,42,');
    expect(csv).toContain('GBP,Refused by the service,1,40,');
    expect(csv).toContain('EUR,Not sent (kept back before it left),1,180,');
  });
});

it('names the held orders whose own figures do not add up, and a remainder’s orders', async () => {
  const { moneyCheck } = await import('../../src/import/pipeline/money/money-check');
  const ledger = { shipping: 0, shippingTax: 0, duties: 0, refund: 0 };
  render(
    <MoneyCheckPanel
      checks={moneyCheck([
        {
          orderId: '#1001',
          currency: 'EUR',
          ledger: { ...ledger, gross: 4180, goods: 3490 },
          bucket: { kind: 'held' },
        },
        {
          orderId: 'X-9',
          currency: 'USD',
          ledger: { ...ledger, gross: 1000, goods: 990 },
          bucket: { kind: 'send' },
        },
      ])}
    />,
  );
  const eur = screen.getByRole('table', { name: 'EUR' });
  expect(
    within(eur).getByRole('rowheader', { name: /^Not accounted for: none/ }),
  ).toHaveTextContent(
    '1 order whose own figures do not add up (#1001) is held: counted whole under “Held for a person”.',
  );
  const usd = screen.getByRole('table', { name: 'USD' });
  const rest = within(usd).getByRole('rowheader', { name: /^Not accounted for/ });
  expect(rest).toHaveTextContent('From order X-9.');
  expect(cells(rest.closest('tr') as HTMLElement)).toEqual(['1', '0.10']);
});
