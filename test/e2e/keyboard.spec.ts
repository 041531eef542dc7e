// Recording an order with the keyboard alone.
import { expect, test, type Page } from '@playwright/test';

async function tabTo(page: Page, name: RegExp, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el) return '';
      const id = el.getAttribute('id');
      const label = id ? document.querySelector(`label[for="${id}"]`)?.textContent : '';
      return `${label ?? ''}|${el.textContent}|${el.getAttribute('aria-label') ?? ''}`;
    });
    if (name.test(label)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

test('records an order with the keyboard only, with a visible focus ring', async ({ page }) => {
  await page.goto('/');
  await tabTo(page, /^Referral code/);
  await page.keyboard.type('ALICE10');
  await tabTo(page, /^Order ID/);
  await page.keyboard.type(`KB-${Date.now()}`);
  await tabTo(page, /^Name\|/);
  await page.keyboard.type('Mug');
  await tabTo(page, /^Subtotal/);
  await page.keyboard.type('12.5');
  const outline = await page.evaluate(
    () => getComputedStyle(document.activeElement as Element).outlineStyle,
  );
  expect(outline).not.toBe('none');
  await tabTo(page, /^Coupons/);
  await page.keyboard.type('SPRING');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Added coupons' })).toContainText('SPRING');
  await tabTo(page, /\|Record order\|/, 120);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('200');
  await tabTo(page, /\|Record another\|/, 40);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Order ID')).toBeFocused();
});
