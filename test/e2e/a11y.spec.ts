// axe on the pages and states not covered by the flow tests, in both colour
// schemes and at 360 px.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

test('Settings: the list, the new-connection form with errors, and the delete confirmation', async ({
  page,
}) => {
  await page.goto('/settings');
  // The page's code loads lazily: axe looks at the page, not the moment before it arrives.
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'Settings');
  await page.getByRole('button', { name: 'New connection' }).click();
  await page.getByLabel('Base URL').fill('ftp://nope');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Enter an http/)).toBeVisible();
  await expectNoAxeViolations(page, 'the connection form with errors');
  await page.getByLabel('Name').fill('Staging');
  await page.getByLabel('Base URL').fill('https://staging.example.com');
  await page.getByLabel('Service key').fill('k');
  await page.getByLabel('Production').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('banner')).toContainText('PRODUCTION');
  await page.getByRole('button', { name: 'Delete Staging' }).click();
  await expectNoAxeViolations(page, 'the delete confirmation');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} scheme at 360 px`, () => {
    test.use({ colorScheme, viewport: { width: 360, height: 800 } });
    test('every page fits and passes axe', async ({ page }) => {
      // Seven pages, axe on each: on a busy machine that is more than one minute's work.
      test.setTimeout(180_000);
      for (const path of [
        '/',
        '/commissions',
        '/import',
        '/history',
        '/affiliates',
        '/settings',
        '/nowhere',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page, `${path} (${colorScheme}, 360 px)`);
      }
    });
  });
}
