// Proof that a change to the import's check changes no result: a SHA-256 of the JSON of
// every order, the summary and the money check (the order store's view) over every fixture
// in test/fixtures/exports/ (several mappings × four tax/refund settings each, time zones,
// a referral lookup, orders already sent) and random bench-like rows with spoiled cells.
// Run it against two checkouts and compare the lines:
//   node scripts/bench/import-identity.mjs              (this worktree)
//   node scripts/bench/import-identity.mjs /tmp/old     (e.g. `git worktree add /tmp/old 9c0ef8d`)
// It loads the TypeScript sources of the given checkout (old layout src/import/build/ or
// the new src/import/pipeline/), so it needs that checkout's node_modules.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TextDecoder } from 'node:util';
import { createJiti } from 'jiti';
import Papa from 'papaparse';

const root = resolve(process.argv[2] ?? '.');
const jiti = createJiti(join(root, 'package.json'), { moduleCache: false });
const first = (...paths) => {
  const found = paths.find((p) => existsSync(join(root, p)));
  if (!found) throw new Error(`none of ${paths.join(', ')} in ${root}`);
  return jiti.import(join(root, found));
};
const { buildOrdersWithSummary } = await first(
  'src/import/pipeline/rows-to-orders.ts',
  'src/import/build/build-orders.ts',
);
const { initialMapping } = await first(
  'src/import/steps/mapping/detect-preset.ts',
  'src/import/mapping/detect-preset.ts',
);
const { OrderStore } = await first(
  'src/import/pipeline/order-store.ts',
  'src/import/session/order-store.ts',
);
const { loadZoneNames } = await first(
  'src/import/pipeline/read/zone-names.ts',
  'src/import/build/zone-names.ts',
);
const { jsonToRows, parseJsonText } = await first('src/tables/json-rows.ts');
const zoneNames = await loadZoneNames();

// The fixtures of this script's own checkout, so both runs read the same files.
const FIXTURES = new URL('../../test/fixtures/exports/', import.meta.url).pathname;

function table(file) {
  const path = join(FIXTURES, file);
  if (file.endsWith('.json')) {
    const parsed = parseJsonText(readFileSync(path, 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error);
    return jsonToRows(parsed.objects);
  }
  const text = new TextDecoder(file.startsWith('windows-1252') ? 'windows-1252' : 'utf-8').decode(
    readFileSync(path),
  );
  const parsed = Papa.parse(text.replace(/^\ufeff/, ''), { skipEmptyLines: 'greedy' });
  const [headers = [], ...rows] = parsed.data;
  return { headers: headers.map((h) => h.trim()), rows };
}

const SETTINGS = [
  {},
  { pricesIncludeTax: true, refunds: 'hold' },
  { pricesIncludeTax: false, refunds: 'as-ordered', keepFirstRepeatedLines: true },
  {
    refunds: 'net',
    leaveOutNoAffiliate: true,
    pricesIncludeTaxByCurrency: { EUR: true, USD: false },
  },
];

/** Mappings a person could set: the preset's, a code for all, codes by a lookup. */
function mappings(headers) {
  const { mapping, preset } = initialMapping(headers);
  const lookup = headers.find((h) => /coupon|discount|note/i.test(h));
  return {
    preset,
    list: [
      mapping,
      { ...mapping, referralCode: { kind: 'constant', value: 'ALICE10' } },
      ...(lookup
        ? [
            {
              ...mapping,
              referralCode: {
                kind: 'lookup',
                column: lookup,
                entries: [
                  ['WELCOME10', 'BOB'],
                  ['', 'CAROL'],
                ],
              },
            },
          ]
        : []),
    ],
  };
}

const hash = (value) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Orders, summary and the money check of one check, with the store's view after a fix. */
function run(headers, rows, mapping, settings, alreadySent) {
  const { orders, summary } = buildOrdersWithSummary(
    headers,
    rows,
    mapping,
    new Set(alreadySent),
    settings,
    zoneNames,
  );
  const store = new OrderStore();
  store.load(orders);
  const view = store.view();
  const windowed = store.window(0, 1_000_000);
  store.setFilter({ onlyProblems: true });
  const problems = store.view();
  const sent = [...store.sendBatches(5000)].flat();
  return { orders, summary, view, windowed, problems, sent, notSent: store.notSent() };
}

const lines = [];
const files = readdirSync(FIXTURES).filter(
  (f) => /\.(csv|tsv|json)$/.test(f) && !/expected|patterns/.test(f),
);
for (const file of files) {
  const { headers, rows } = table(file);
  const { preset, list } = mappings(headers);
  const all = [];
  list.forEach((mapping, m) => {
    SETTINGS.forEach((extra, s) => {
      const zone = ['UTC', 'America/New_York', 'Europe/Berlin', 'Asia/Tokyo'][s];
      const settings = {
        ...(preset ? { presetId: preset.id } : {}),
        sourceTimeZone: zone,
        ...extra,
      };
      const sent = rows.slice(0, 2).map((r) => String(r[0] ?? '').trim());
      all.push([m, s, hash(run(headers, rows, mapping, settings, s % 2 ? sent : []))]);
    });
  });
  lines.push(`${file} ${hash(all)}`);
}

// Bench-like rows (scripts/bench/import.mjs), with cells spoiled at random (seeded).
const HEADERS =
  'Name,Email,Financial Status,Created at,Lineitem quantity,Lineitem name,Lineitem price,Lineitem sku,Taxes,Discount Code,Billing Name,Billing Phone,Billing Country,Notes,Referral Code'.split(
    ',',
  );
let seed = 24;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const SPOIL = [
  '',
  'x',
  '-3',
  '1e3',
  '12,50',
  'yes',
  'refunded',
  'partially_refunded',
  'voided',
  '2025-13-45',
  '19.999',
  ' ',
  'pending',
  '0',
  '1.234,56',
];
function benchRows(count, spoil) {
  return Array.from({ length: count }, (_, i) => {
    const order = Math.floor(i / 2);
    const head = i % 2 === 0;
    const row = [
      `#${100000 + order}`,
      head ? `buyer${order}@example.com` : '',
      head ? 'paid' : '',
      '2025-10-07 09:50:26 +0200',
      String((i % 3) + 1),
      `Product ${i % 97}, size M`,
      '19.99',
      `SKU-${i % 500}`,
      head ? '7.60' : '',
      head ? 'WELCOME10' : '',
      head ? `Buyer Number ${order}` : '',
      head ? '+49 30 1234567' : '',
      head ? 'DE' : '',
      head ? 'Leave at the door please' : '',
      i % 7 === 0 ? '' : 'ALICE10',
    ];
    if (spoil && random() < 0.3)
      row[Math.floor(random() * row.length)] = SPOIL[Math.floor(random() * SPOIL.length)];
    return row;
  });
}
for (const [name, count, spoil] of [
  ['bench 4,000 spoiled', 4000, true],
  ['bench 100,000', 100_000, false],
]) {
  const rows = benchRows(count, spoil);
  const { preset, list } = mappings(HEADERS);
  const all = SETTINGS.map((extra, s) =>
    hash(
      run(
        HEADERS,
        rows,
        list[0],
        { presetId: preset?.id, sourceTimeZone: 'UTC', ...extra },
        s === 1 ? ['#100002'] : [],
      ),
    ),
  );
  lines.push(`${name} ${hash(all)}`);
}
console.log(lines.join('\n'));
