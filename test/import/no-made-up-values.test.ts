// Values the file does not state are never made up on their way out: an empty order total
// is no 0.00 sale, a row of an order whose type is held or not understood holds the whole
// order whichever row comes first, and amounts in a currency's lowest unit are read in that
// currency's unit (Paddle: "100 JPY is 100"), through the pipeline the worker runs.
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Mapping } from '../../src/import/pipeline/fields';
import { buildOrders, type ImportedOrder } from '../../src/import/pipeline/rows-to-orders';
import { initialMapping } from '../../src/import/steps/mapping/detect-preset';

const byId = (orders: ImportedOrder[], id: string) => {
  const found = orders.find((o) => o.orderId === id);
  if (!found) throw new Error(`No order ${id}`);
  return found;
};
const totalOf = (o: ImportedOrder) => o.order?.products.reduce((s, p) => s + (p.total ?? 0), 0);

describe('an order total the file leaves empty', () => {
  const headers = ['Order', 'Code', 'Total'];
  const mapping: Mapping = {
    orderId: { kind: 'column', column: 'Order' },
    referralCode: { kind: 'column', column: 'Code' },
    orderTotal: { kind: 'column', column: 'Total' },
  };

  it('holds the order for a person instead of sending 0.00; a total of 0 is no sale, 12.50 goes', () => {
    const orders = buildOrders(
      headers,
      [
        ['B7', 'ALICE', ''],
        ['B8', 'ALICE', '0.00'],
        ['B9', 'ALICE', '12.50'],
      ],
      mapping,
    );
    const empty = byId(orders, 'B7');
    expect(empty.status).toBe('invalid');
    expect(empty.order).toBeUndefined();
    expect(empty.problems).toContainEqual({ cause: 'no-amount' });
    expect(empty.errors.money).toBe(
      'The file gives this order no amount (its money cells are empty): nothing to send.',
    );
    expect(byId(orders, 'B8').orderStatus).toMatchObject({ key: 'no money', settled: false });
    expect(totalOf(byId(orders, 'B9'))).toBe(12.5);
  });
});

describe('a product amount the file leaves empty', () => {
  it('holds an order none of whose money cells says anything; one line with an amount is enough', () => {
    const orders = buildOrders(
      ['Order', 'Code', 'Item', 'Amount'],
      [
        ['B7', 'ALICE', 'Mug', ''],
        ['B8', 'ALICE', 'Mug', ''],
        ['B8', 'ALICE', 'Cup', '4.00'],
      ],
      {
        orderId: { kind: 'column', column: 'Order' },
        referralCode: { kind: 'column', column: 'Code' },
        'product.name': { kind: 'column', column: 'Item' },
        'product.total': { kind: 'column', column: 'Amount' },
      },
    );
    expect(byId(orders, 'B7').order).toBeUndefined();
    expect(byId(orders, 'B7').problems).toContainEqual({ cause: 'no-amount' });
    expect(byId(orders, 'B8').problems).not.toContainEqual({ cause: 'no-amount' });
  });
});

describe('a row type held or not understood in an order of several rows', () => {
  const headers = ['Order ID', 'Type', 'Amount', 'Referral'];
  const mapping: Mapping = {
    orderId: { kind: 'column', column: 'Order ID' },
    orderTotal: { kind: 'column', column: 'Amount' },
    referralCode: { kind: 'column', column: 'Referral' },
  };
  const sale = ['A1', 'sale', '100.00', 'ALICE'];
  const chargeback = ['A1', 'chargeback', '-100.00', 'ALICE'];

  it.each([
    ['sale first', [sale, chargeback]],
    ['chargeback first', [chargeback, sale]],
  ])('holds the order, %s', (_, rows) => {
    const [order] = buildOrders(headers, rows, mapping);
    expect(order?.order).toBeUndefined();
    expect(order?.orderStatus.hold).toBe(
      'what “chargeback” in Type means is not known: answer it under “What the values mean”',
    );
  });

  it('holds it as answered, and sends it once the value is answered as a sale', () => {
    const answered = (meaning: string) =>
      buildOrders(headers, [sale, chargeback], mapping, new Set(), {
        sourceTimeZone: 'UTC',
        valueAnswers: { Type: { chargeback: meaning } },
      } as never)[0];
    expect(answered('hold')?.orderStatus.hold).toBe(
      '“chargeback” in Type is held for a person, as answered',
    );
    expect(totalOf(answered('sale') as ImportedOrder)).toBe(100);
  });
});

describe('amounts in the lowest unit of each currency (Paddle)', () => {
  const headers =
    'id,status,invoice_number,customer_id,customer_email,address_id,address_country_code,business_id,business_name,price_ids,discount_ids,subscription_id,created_at,updated_at,billed_at,origin,collection_mode,currency_code,subtotal,discount,tax,total,grand_total,fee,earnings'.split(
      ',',
    );
  const row = (id: string, currency: string, subtotal: string, tax: string, total: string) =>
    headers.map(
      (h) =>
        ({
          id,
          status: 'completed',
          created_at: '2025-11-02T15:04:05Z',
          currency_code: currency,
          subtotal,
          discount: '0',
          tax,
          total,
          grand_total: total,
          price_ids: 'pri_1',
        })[h] ?? '',
    );

  it('reads yen as yen, dinars in thousandths and dollars in cents', () => {
    const { mapping, preset } = initialMapping(headers);
    expect(preset?.id).toBe('paddle');
    const orders = buildOrders(
      headers,
      [
        row('txn_jpy', 'JPY', '4545', '455', '5000'),
        row('txn_usd', 'USD', '4900', '0', '4900'),
        row('txn_kwd', 'KWD', '10000', '0', '10000'),
      ],
      { ...mapping, referralCode: { kind: 'constant', value: 'ALICE' } },
      new Set(),
      { presetId: 'paddle', sourceTimeZone: 'UTC' },
    );
    expect(totalOf(byId(orders, 'txn_jpy'))).toBe(5000);
    expect(byId(orders, 'txn_jpy').order?.products[0]).toMatchObject({ tax: 455 });
    expect(totalOf(byId(orders, 'txn_usd'))).toBe(49);
    expect(totalOf(byId(orders, 'txn_kwd'))).toBe(10);
  });
});

describe('a dot and three digits ("1.234")', () => {
  const headers = ['Order', 'Code', 'Betrag'];
  const mapping: Mapping = {
    orderId: { kind: 'column', column: 'Order' },
    referralCode: { kind: 'column', column: 'Code' },
    orderTotal: { kind: 'column', column: 'Betrag' },
  };
  const build = (...amounts: string[]) =>
    buildOrders(
      headers,
      amounts.map((a, i) => [`A${String(i + 1)}`, 'ALICE', a]),
      mapping,
    );

  it('is asked in a file that writes decimals with a comma, never sent as 1.23', () => {
    const orders = build('19,99', '1.234');
    expect(totalOf(byId(orders, 'A1'))).toBe(19.99);
    const grouped = byId(orders, 'A2');
    expect(grouped.order).toBeUndefined();
    expect(grouped.errors.orderTotal).toBe(
      '"1.234" could be 1234 or 1.234: write it without a thousands separator.',
    );
  });

  it('is asked in a file that does not say which sign it uses', () => {
    expect(byId(build('12', '1.234'), 'A2').order).toBeUndefined();
  });

  it('is a fraction in a file that writes decimals with a dot', () => {
    const orders = build('41.87', '20.935');
    expect(byId(orders, 'A2').status).toBe('valid');
    expect(totalOf(byId(orders, 'A2'))).toBe(20.94);
  });
});

describe('Square: a service charge or a gift card sold inside Total Collected', () => {
  const text = readFileSync('test/fixtures/exports/square-transactions.csv', 'utf8');
  const [headers = [], first = []] = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' }).data;
  /** The fixture's first sale (Net Sales 27.00, Tax 2.16, Tip 2.00) with `cells` changed. */
  const sale = (id: string, cells: Record<string, string>) =>
    headers.map((h, i) => (h === 'Transaction ID' ? id : (cells[h] ?? first[i] ?? '')));

  it('holds the order, naming the goods Net Sales states, instead of sending the charge as goods', () => {
    const { mapping, preset } = initialMapping(headers);
    expect(preset?.id).toBe('square-transactions');
    const orders = buildOrders(
      headers,
      [
        sale('SQ-PLAIN', {}),
        sale('SQ-SERVICE', {
          'Service Charges': '$5.00',
          'Total Collected': '$36.16',
          'Net Total': '$35.25',
        }),
        sale('SQ-GIFT', {
          'Gift Card Sales': '$25.00',
          'Total Collected': '$56.16',
          'Net Total': '$55.25',
        }),
      ],
      { ...mapping, referralCode: { kind: 'constant', value: 'ALICE' } },
      new Set(),
      {
        presetId: 'square-transactions',
        sourceTimeZone: 'UTC',
        zoneAnswers: { 'Eastern Time (US & Canada)': 'America/New_York' },
      },
    );
    expect(totalOf(byId(orders, 'SQ-PLAIN'))).toBe(29.16);
    // The difference is the unread column's own figure, and the problem names it.
    for (const [id, goods, column] of [
      ['SQ-SERVICE', '32.00', '5.00 is the unread column Service Charges'],
      ['SQ-GIFT', '52.00', '25.00 is the unread column Gift Card Sales'],
    ] as const) {
      expect(byId(orders, id).order, id).toBeUndefined();
      expect(byId(orders, id).errors.money).toBe(
        `The order’s amount less shipping and tax is ${goods}; the file’s subtotal is 27.00. ${column}: map it, or correct the order.`,
      );
    }
  });
});

describe('Amazon: "an amount that is nothing is left empty"', () => {
  const text = readFileSync('test/fixtures/exports/amazon-all-orders-na.tsv', 'utf8');
  const [headers = [], first = []] = Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    delimiter: '\t',
  }).data;
  const item = (status: string, sku: string, price: string, tax: string) =>
    headers.map(
      (h, i) =>
        ({
          'amazon-order-id': 'AZ-1',
          'order-status': status,
          'item-status': status === 'Pending' ? 'Unshipped' : 'Shipped',
          sku,
          'item-price': price,
          'item-tax': tax,
          'item-promotion-discount': '',
        })[h] ??
        first[i] ??
        '',
    );
  const build = (status: string) => {
    const { mapping, preset } = initialMapping(headers);
    expect(preset?.id).toBe('amazon-orders');
    return buildOrders(
      headers,
      [item(status, 'PAID-1', '20.00', '1.60'), item(status, 'FREE-1', '', '')],
      { ...mapping, referralCode: { kind: 'constant', value: 'ALICE' } },
      new Set(),
      { presetId: 'amazon-orders', sourceTimeZone: 'UTC' },
    )[0];
  };

  it('a free item of a shipped order goes out at 0.00; a pending order’s empty price is not read as 0', () => {
    const shipped = build('Shipped');
    expect(shipped?.order?.products.map((p) => [p.id, p.subTotal, p.tax ?? 0])).toEqual([
      ['PAID-1', 20, 1.6],
      ['FREE-1', 0, 0],
    ]);
    expect(build('Pending')?.order).toBeUndefined();
  });
});
