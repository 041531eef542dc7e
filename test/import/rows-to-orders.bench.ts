// `npx vitest bench --run test/import/rows-to-orders.bench.ts`: the import's
// per-order cost in Node (group, read cells, check) over 100,000 Shopify-like
// rows (50,000 orders). Figures go into docs/benchmarks.md by hand; no timed assertion.
import { bench, describe } from 'vitest';
import { buildOrders } from '../../src/import/pipeline/rows-to-orders';
import { presetMapping } from '../../src/import/steps/mapping/detect-preset';
import { shopifyCsv } from '../../src/import/pipeline/presets/shopify-csv';

const ROWS = 100_000;
const headers = [
  'Name',
  'Email',
  'Financial Status',
  'Created at',
  'Lineitem quantity',
  'Lineitem name',
  'Lineitem price',
  'Lineitem sku',
  'Taxes',
  'Discount Code',
  'Billing Name',
  'Billing Phone',
  'Billing Country',
  'Notes',
];

const rows = Array.from({ length: ROWS }, (_, i) => {
  const order = Math.floor(i / 2);
  const first = i % 2 === 0;
  return [
    `#${100000 + order}`,
    first ? `buyer${order}@example.com` : '',
    first ? 'paid' : '',
    '2025-10-07 09:50:26 +0200',
    String((i % 3) + 1),
    `Product ${i % 97}, size M`,
    '19.99',
    `SKU-${i % 500}`,
    first ? '7.60' : '',
    first ? 'WELCOME10' : '',
    first ? `Buyer Number ${order}` : '',
    first ? '+49 30 1234567' : '',
    first ? 'DE' : '',
    first ? 'Leave at the door please' : '',
  ];
});
const mapping = {
  ...presetMapping(shopifyCsv, headers),
  referralCode: { kind: 'constant', value: 'ALICE10' },
} as const;
const settings = { presetId: shopifyCsv.id, sourceTimeZone: 'UTC' };

describe('import: build 50,000 orders from 100,000 rows', () => {
  bench(
    'buildOrders',
    () => {
      const orders = buildOrders(headers, rows, mapping, new Set(), settings);
      if (orders.some((o) => o.status !== 'valid')) throw new Error('an order was not valid');
    },
    { iterations: 10, warmupIterations: 2, time: 0 },
  );
  // Same process, same rows: shows how loaded the machine is, so ratios compare across runs.
  bench(
    'baseline: JSON round trip of the rows',
    () => {
      JSON.parse(JSON.stringify(rows));
    },
    { iterations: 10, warmupIterations: 2, time: 0 },
  );
});
