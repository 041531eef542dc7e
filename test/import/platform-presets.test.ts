// The presets added for BigCommerce, Squarespace and Amazon: each takes only its own
// platform's files (every fixture in the folder is detected as before), and the statuses
// each platform documents are read as it means them.
import { readdirSync, readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildOrdersWithSummary } from '../../src/import/pipeline/rows-to-orders';
import { detectPreset, initialMapping } from '../../src/import/steps/mapping/detect-preset';

const DIR = 'test/fixtures/exports/';

function table(file: string): { headers: string[]; rows: string[][] } {
  const text = readFileSync(DIR + file, 'utf8').replace(/^\ufeff/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const [headers = [], ...rows] = parsed.data;
  return { headers: headers.map((h) => h.trim()), rows };
}

/** Each new preset and the fixture files that are its own. */
const OWN: Record<string, readonly string[]> = {
  bigcommerce: ['bigcommerce-orders.csv'],
  squarespace: ['squarespace-orders.csv'],
  'amazon-orders': ['amazon-all-orders-na.tsv', 'amazon-all-orders-eu.tsv'],
};

describe('detection by header', () => {
  const csvs = readdirSync(DIR).filter((f) => f.endsWith('.csv') || f.endsWith('.tsv'));
  it.each(csvs)('%s is claimed by a new preset only if it is that platform’s', (file) => {
    const id = detectPreset(table(file).headers)?.id ?? '';
    const owner = Object.keys(OWN).find((p) => OWN[p]?.includes(file));
    if (owner) expect(id).toBe(owner);
    else expect(Object.keys(OWN)).not.toContain(id);
  });
});

/** The fixture with its first row's cell under `header` set to `value`, built as the page would. */
function firstOrderWith(file: string, header: string, value: string, zone = 'UTC') {
  const { headers, rows } = table(file);
  const col = headers.indexOf(header);
  const [first = [], ...rest] = rows;
  const row = first.map((cell, i) => (i === col ? value : cell));
  const { mapping } = initialMapping(headers);
  const { orders } = buildOrdersWithSummary(
    headers,
    [row, ...rest],
    { ...mapping, referralCode: { kind: 'constant', value: 'ALICE10' } },
    new Set(),
    { sourceTimeZone: zone, presetId: detectPreset(headers)?.id ?? '' },
  );
  const order = orders[0];
  if (!order) throw new Error('no order');
  return order;
}

describe('BigCommerce statuses', () => {
  it.each(['Awaiting Fulfillment', 'Awaiting Shipment', 'Awaiting Pickup', 'Partially Shipped'])(
    '%s: paid, sent',
    (status) => {
      const o = firstOrderWith('bigcommerce-orders.csv', 'Order Status', status);
      expect(o.orderStatus).toMatchObject({ settled: true, key: status.toLowerCase() });
      expect(o.status).toBe('valid');
    },
  );

  it('Manual Verification Required: paid but held for a person', () => {
    const o = firstOrderWith(
      'bigcommerce-orders.csv',
      'Order Status',
      'Manual Verification Required',
    );
    expect(o.orderStatus.hold).toMatch(/manual check/);
    expect(o.status).not.toBe('valid');
  });

  it.each(['Awaiting Payment', 'Pending', 'Incomplete', 'Declined', 'Disputed'])(
    '%s: left out',
    (status) => {
      expect(
        firstOrderWith('bigcommerce-orders.csv', 'Order Status', status).orderStatus.settled,
      ).toBe(false);
    },
  );
});

describe('Amazon order statuses', () => {
  const file = 'amazon-all-orders-na.tsv';
  it.each(['Shipped - Returned to Seller', 'Shipped - Lost in Transit', 'Shipped - Undeliverable'])(
    '%s: held, a refund may follow in another report',
    (status) => {
      const o = firstOrderWith(file, 'order-status', status);
      expect(o.orderStatus.hold).toMatch(/returns report/);
      expect(o.status).not.toBe('valid');
    },
  );

  it.each(['Shipped - Delivered to Buyer', 'Shipped - Picked Up', 'Shipping', 'Shipped'])(
    '%s: sent',
    (status) => {
      const o = firstOrderWith(file, 'order-status', status);
      expect(o.orderStatus.settled).toBe(true);
      expect(o.status).toBe('valid');
    },
  );

  it('Unshipped is not captured yet, and a Non-Amazon (multi-channel) order is not Amazon’s sale', () => {
    expect(firstOrderWith(file, 'order-status', 'Unshipped').orderStatus.settled).toBe(false);
    const mcf = firstOrderWith(file, 'sales-channel', 'Non-Amazon');
    expect(mcf.orderStatus.settled).toBe(false);
    expect(mcf.orderStatus.reason).toMatch(/sold elsewhere/);
  });
});

describe('every money-looking column is read or named by its preset', () => {
  it.each(Object.values(OWN).flat())('%s', (file) => {
    const { headers, rows } = table(file);
    const { mapping } = initialMapping(headers);
    const { summary } = buildOrdersWithSummary(
      headers,
      rows,
      { ...mapping, referralCode: { kind: 'constant', value: 'ALICE10' } },
      new Set(),
      { sourceTimeZone: 'UTC', presetId: detectPreset(headers)?.id ?? '' },
    );
    expect(summary.unread.filter((u) => u.known === undefined).map((u) => u.column)).toEqual([]);
  });
});
