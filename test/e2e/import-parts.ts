// The Import page after "Check orders" keeps some parts one line each, opened on demand
// (issue 34): a test that uses a control inside opens its part first, as a person would.
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
