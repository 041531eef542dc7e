// A calmer Import (issue 34): after "Check orders" the first view holds at most half
// the page's controls (the rest one line each, opened on demand), and what the person
// decides now (problems, the money check's verdict, Send) comes before the rest.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/** Controls a person can see and use in the page's main part. */
const visibleControls = (page: Page) =>
  page.evaluate(() => {
    // checkVisibility: a closed <details> hides its content by content-visibility, which
    // leaves the boxes their size.
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true });
    };
    return [
      ...document.querySelectorAll(
        'main button, main summary, main input, main select, main textarea',
      ),
    ].filter(shown).length;
  });

for (const width of [1280, 360]) {
  test(`after Check orders, half the controls or fewer are in the first view at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/import');
    await page.getByLabel('Choose file').setInputFiles({
      name: 'orders_export_1.csv',
      mimeType: 'text/csv',
      buffer: readFileSync('test/fixtures/exports/shopify-partial-refunds.csv'),
    });
    await page.getByRole('button', { name: 'Check orders' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview).toContainText('valid');
    const send = page.getByRole('button', { name: /^Send \d+ orders?$/ });
    await expect(send).toBeVisible();
    await expect(page.getByLabel('Source of Order ID')).toBeHidden();
    const first = await visibleControls(page);
    await expectNoAxeViolations(page, `the checked Import at ${width} px`);

    // The decisions come before the parts on demand.
    const top = async (name: RegExp | string) =>
      (await page.getByText(name).first().boundingBox())?.y ?? Infinity;
    const sendAt = (await send.boundingBox())?.y ?? Infinity;
    expect(await top('Problems by cause')).toBeLessThan(sendAt);
    expect(await top('Money check')).toBeLessThan(sendAt);
    expect(await top(/^Statuses:/)).toBeLessThan(sendAt);

    // Every part opened: nothing was lost, all of it is there.
    for (;;) {
      const closed = page.locator('main details:not([open]) > summary').first();
      if ((await closed.count()) === 0) break;
      await closed.click();
    }
    await expect(page.getByLabel('Source of Order ID')).toBeVisible();
    const all = await visibleControls(page);
    console.log(`import after check at ${width} px: ${first} controls in the first view of ${all}`);
    expect(first * 2).toBeLessThanOrEqual(all);
  });
}
