// A Square-shaped transactions file (Date, Time and a Time Zone column in Rails' names, as
// Square writes them) imported in Chromium and sent to the HTTP mock: every order's timestamp
// is the instant its row names, across both 2025 DST changes, whatever zone the browser is
// in. A zone name the console does not know is asked once for the column, its rows held
// until answered; the answer holds for all of them.
import { expect, test } from '@playwright/test';
import { mockPorts } from '../../playwright.config';
import { addConnection } from './connections';

// The browser is in Tokyo: no time below is in Tokyo, so a time read in the browser's zone shows.
test.use({ timezoneId: 'Asia/Tokyo' });

const mock = `http://127.0.0.1:${mockPorts.plain}`;
const utc = (y: number, mo: number, d: number, h = 0, mi = 0) => Date.UTC(y, mo - 1, d, h, mi);
const PT = 'Pacific Time (US & Canada)';

// [date, time, zone, the instant (worked out by hand from the zone's offset that day)]
const ROWS: [string, string, string, number][] = [
  ['2025-03-09', '01:30:00', PT, utc(2025, 3, 9, 9, 30)], // PST, before spring forward
  ['2025-03-09', '03:30:00', PT, utc(2025, 3, 9, 10, 30)], // PDT, after
  ['2025-07-04', '12:00:00', PT, utc(2025, 7, 4, 19)],
  ['2025-11-02', '00:30:00', PT, utc(2025, 11, 2, 7, 30)], // PDT
  ['2025-11-02', '01:30:00', PT, utc(2025, 11, 2, 8, 30)], // twice that night: the first (PDT)
  ['2025-11-02', '02:30:00', PT, utc(2025, 11, 2, 10, 30)], // PST
  ['2025-12-24', '18:00:00', PT, utc(2025, 12, 25, 2)],
  ['2025-07-04', '12:00:00', 'Eastern Time (US & Canada)', utc(2025, 7, 4, 16)],
  ['2025-01-10', '09:15:00', 'Eastern Time (US & Canada)', utc(2025, 1, 10, 14, 15)],
  ['2025-07-04', '12:00:00', 'Mountain Time (US & Canada)', utc(2025, 7, 4, 18)],
  ['2025-07-04', '12:00:00', 'Hawaii-Aleutian Time', utc(2025, 7, 4, 22)],
  ['2025-12-01', '08:00:00', 'Hawaii-Aleutian Time', utc(2025, 12, 1, 18)],
];

function squareCsv(run: string) {
  const head =
    'Date,Time,Time Zone,Gross Sales,Discounts,Net Sales,Tax,Tip,Total Collected,Transaction ID,Payment ID,Description';
  const lines = ROWS.map(
    ([date, time, zone], i) =>
      `${date},${time},"${zone}",$20.00,$0.00,$20.00,$2.00,$0.00,$22.00,${run}T${i + 1},P${i + 1},Custom Amount`,
  );
  return Buffer.from([head, ...lines].join('\n'));
}

interface Received {
  code: string;
  body: { orderId: string; timestamp?: number };
}

test('Square’s zone names: every timestamp as its row says; an unknown name asked once', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const run = `Z${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}-`;
  await addConnection(page, { name: 'Direct', baseUrl: mock, key: 'demo-key', remember: true });
  await page.getByRole('link', { name: 'Import' }).click();
  await page
    .getByLabel('Choose file')
    .setInputFiles({ name: 'transactions.csv', mimeType: 'text/csv', buffer: squareCsv(run) });
  await expect(page.getByLabel('Source of Time zone of each row')).toHaveValue('Time Zone');
  await page.getByLabel('Source of Order ID').selectOption('Transaction ID');
  await page.getByLabel('Source of Time of day').selectOption('Time');
  await page.getByLabel('Source of Subtotal').selectOption('Net Sales');
  await page.getByLabel('Source of Total').selectOption('Total Collected');
  await page.getByLabel('Source of Referral code').selectOption('One value for all rows');
  await page.getByLabel('Value for all rows: Referral code').fill('ALICE10');
  await page.getByRole('button', { name: 'Check orders' }).click();

  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('10 valid');
  const question = preview.getByRole('group', { name: 'Time zones in this file' });
  await expect(question).toContainText('2 rows name a time zone this console does not know');
  const hawaii = question.getByLabel('Time zone “Hawaii-Aleutian Time” (2 rows)');
  await expect(hawaii).toHaveValue('');
  await question.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('zone-question-1280.png') });
  await page.setViewportSize({ width: 360, height: 800 });
  await question.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('zone-question-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  await hawaii.selectOption('Pacific/Honolulu');
  await expect(preview).toContainText('12 valid');
  await page.getByRole('button', { name: 'Send 12 orders' }).click();
  await expect(page.getByRole('region', { name: 'Sending' })).toContainText('12 of 12 answered', {
    timeout: 30_000,
  });

  const res = await page.request.get(`${mock}/__mock/orders?prefix=${encodeURIComponent(run)}`);
  const bodies = (await res.json()) as Received[];
  expect(bodies).toHaveLength(ROWS.length);
  ROWS.forEach(([date, time, zone, instant], i) => {
    const body = bodies.find((b) => b.body.orderId === `${run}T${i + 1}`)?.body;
    expect(body?.timestamp, `${date} ${time} ${zone}`).toBe(instant);
  });
});
