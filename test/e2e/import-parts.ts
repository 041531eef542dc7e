// The Import page after "Check orders" keeps some parts one line each, opened on demand
// (issue 34): a test that uses a control inside opens its part first, as a person would.
// And checkCsv: the first steps of a test that imports a CSV of its own.
import type { Page } from '@playwright/test';

export const PARTS = {
  file: /Open to change the file or its columns\.$/,
  reading: /^How the file was read/,
  statuses: /^Statuses:/,
  moneyTables: /^Where every cent went/,
  speed: /^Sending speed:/,
} as const;

/** Opens the part whose one line matches `part` once the page shows it, if it is closed. */
export async function openPart(page: Page, part: keyof typeof PARTS) {
  const summary = page.locator('details > summary', { hasText: PARTS[part] }).first();
  await summary.waitFor();
  const open = await summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open);
  if (!open) await summary.click();
}

/** The Import page's first steps with a CSV the test writes: upload it as `name`, check it. */
export async function checkCsv(page: Page, csv: string, name = 'orders.csv') {
  await page.goto('/import');
  await page
    .getByLabel('Choose file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check orders' }).click();
}
