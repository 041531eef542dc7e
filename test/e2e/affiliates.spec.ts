// The affiliate directory in the real build: an affiliate added by hand is picked by
// name in the order form, the Demo records the order, and the affiliate's statement
// shows it; the Demo's answer teaches the directory an affiliate nobody typed. A
// colleague's concurrent edit (written as the team bridge would) is shown as a conflict.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expectInView } from './in-view';

const shot = async (page: Page, name: string) => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `horizontal overflow at ${String(width)} px`).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: `test-results/affiliates-${name}-${String(width)}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

async function recordOrder(page: Page, code: { type: string; option: string }, orderId: string) {
  await page.getByRole('link', { name: 'Record order' }).click();
  const field = page.getByRole('combobox', { name: 'Referral code' });
  await field.pressSequentially(code.type);
  await page
    .getByRole('listbox', { name: 'Suggestions' })
    .getByRole('option', { name: code.option })
    .click();
  await page.getByLabel('Order ID').fill(orderId);
  const product = page.getByRole('group', { name: 'Product 1' });
  await product.getByLabel('ID').fill('SKU-1');
  await product.getByLabel('Name').fill('Helmet');
  await product.getByLabel('Quantity').fill('2');
  await product.getByLabel('Subtotal').fill('40');
  await product.getByLabel('Tax').fill('8');
  await page.getByRole('button', { name: 'Record order' }).click();
  await expect(page.getByRole('status')).toContainText('200');
}

test('an affiliate added by hand is picked by name and its order shows in the statement', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Affiliates' }).click();
  await expect(page.getByRole('heading', { name: 'Affiliates', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add affiliate' }).click();
  const form = page.getByRole('form', { name: 'New affiliate' });
  await form.getByLabel('Name').fill('Bicycle Bob');
  await form.getByLabel('Email').fill('bob@example.com');
  await form.getByLabel('Referral codes').fill('BOBBIKES');
  await form.getByLabel('Affiliate IDs').fill('aff-1002');
  await form.getByRole('button', { name: 'Save affiliate' }).click();
  await expect(page.getByRole('listitem', { name: /^Bicycle Bob/ })).toBeVisible();

  const orderId = `AFF-${String(Date.now())}`;
  await recordOrder(page, { type: 'Bicy', option: 'BOBBIKES · Bicycle Bob' }, orderId);
  // An order to a code nobody typed: the Demo's answer names its affiliate.
  await page.getByRole('button', { name: 'Record another' }).click();
  await page.getByRole('combobox', { name: 'Referral code' }).fill('');
  await recordOrder(page, { type: 'ALI', option: 'ALICE10 · Demo: Alice Martin' }, `${orderId}-A`);

  await page.getByRole('link', { name: 'Affiliates' }).click();
  const bob = page.getByRole('listitem', { name: /^Bicycle Bob/ });
  await expect(bob).toBeVisible();
  await expect(
    page.getByRole('listitem', { name: /^Alice Martin Learned from a send/ }),
  ).toBeVisible();
  // The Demo named aff-1002 "Bob's Bikes": what the person typed stands.
  await expect(page.getByRole('listitem', { name: /^Bob's Bikes/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the directory');
  await shot(page, 'page');

  await bob.getByRole('button', { name: 'Statement' }).click();
  const statement = page.getByRole('region', { name: 'Statement: Bicycle Bob' });
  await expect(statement.getByRole('row', { name: /No currency given/ })).toContainText('48.00');
  await expect(statement.getByRole('row', { name: /No currency given/ })).toContainText(
    '5.00 (1 of 1 order)',
  );
  await expect(statement).toContainText('Recorded: 1');
  await statement.getByText(/^Orders \(1\)/).click();
  await expect(statement.getByRole('rowheader', { name: orderId, exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await statement.getByRole('button', { name: 'Download statement' }).click();
  expect((await download).suggestedFilename()).toMatch(/^statement-Bicycle-Bob-.*\.csv$/);
  await expectNoAxeViolations(page, 'a statement');
  await shot(page, 'statement');
  // All connections: each line says its connection.
  await statement.getByLabel('Connection').selectOption({ label: 'All connections' });
  await expect(
    statement.getByRole('row', { name: /^Demo No currency given 1 48\.00/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'a statement on all connections');
  await shot(page, 'statement-all');
  // On a phone each line is a card: every figure on screen, no sideways scroll to reach it.
  await page.setViewportSize({ width: 360, height: 900 });
  await expectInView(page, await statement.getByRole('cell').all());
  await expectInView(page, await statement.getByRole('rowheader').all());
});

test('a colleague’s concurrent edit is shown as a conflict to resolve', async ({ page }) => {
  await page.goto('/affiliates');
  await expect(page.getByRole('heading', { name: 'Affiliates', level: 1 })).toBeVisible();
  // The directory read once: its database and stores exist (opened first from here, the
  // database would be made without them and the write below would never finish).
  await expect(page.getByText(/^No affiliates yet/)).toBeVisible();
  // What the team bridge writes through applyRemote: the winner, and the version that lost.
  await page.evaluate(async () => {
    const base = { key: 'k1', name: 'Clara Ng', codes: ['CLARA-25'], affiliateIds: ['aff-1003'] };
    const row = {
      key: 'k1',
      record: {
        ...base,
        updatedAt: '2026-03-03T10:02:00Z',
        updatedBy: 'Ana',
        email: 'clara@example.com',
      },
      conflicts: [
        {
          rev: '3-b',
          record: {
            ...base,
            updatedAt: '2026-03-03T10:03:00Z',
            updatedBy: 'Bo',
            notes: 'Paid quarterly',
          },
        },
      ],
    };
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('affiliate-directory', 1);
      open.onsuccess = () => {
        const tx = open.result.transaction('affiliates', 'readwrite');
        tx.objectStore('affiliates').put(row);
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => {
          reject(new Error('write failed'));
        };
      };
    });
  });
  await page.reload();
  const clara = page.getByRole('listitem', { name: /^Clara Ng/ });
  await expect(clara.getByRole('alert')).toContainText('Edited by two people at once');
  await clara.getByRole('button', { name: 'Resolve conflict' }).click();
  const panel = page.getByRole('form', { name: 'Conflict: Clara Ng' });
  await expect(panel.getByRole('region', { name: /^Version 2, by Bo/ })).toContainText(
    'Paid quarterly',
  );
  await expectNoAxeViolations(page, 'a conflict');
  await shot(page, 'conflict');
  await panel.getByRole('button', { name: 'Keep version 2' }).click();
  await expect(clara.getByRole('alert')).toHaveCount(0);
  await expect(clara).toContainText('Paid quarterly');
});
