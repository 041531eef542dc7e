// Key checks at the door, in Chromium: a key that was not remembered is absent in
// a new tab, which asks for it before the first send and sends nothing until then.
import { expect, test } from '@playwright/test';
import { mockPorts } from '../../playwright.config';
import { expectNoAxeViolations } from './axe';
import { addConnection, fillOrder } from './connections';

const service = `http://127.0.0.1:${mockPorts.plain}`;

test('a new tab asks for a key that was not remembered, and sends nothing until it is given', async ({
  page,
  context,
}) => {
  await addConnection(page, { name: 'Not remembered', baseUrl: service, key: 'demo-key' });
  const tab = await context.newPage();
  const sent: string[] = [];
  tab.on('request', (r) => {
    if (r.url().startsWith(service) && r.method() !== 'OPTIONS')
      sent.push(`${r.method()} key=${r.headers()['x-service-key'] ?? '(none)'}`);
  });
  await tab.goto('/');
  await expect(tab.getByRole('banner')).toContainText('Not remembered');
  await fillOrder(tab, 'ALICE10', `K-${Date.now()}`);
  await tab.getByRole('button', { name: 'Record order' }).click();

  const dialog = tab.getByRole('dialog', { name: 'Service key for Not remembered' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Service key')).toBeFocused();
  await expectNoAxeViolations(tab, 'the service key dialog');
  await dialog.getByRole('button', { name: 'Use this key' }).click();
  await expect(dialog.getByLabel('Service key')).toHaveAccessibleDescription(
    /Enter the service key/,
  );
  expect(sent).toEqual([]);

  await dialog.getByLabel('Service key').fill('demo-key');
  await dialog.getByLabel('Service key').press('Enter');
  await expect(tab.getByRole('status')).toContainText(/Order \S+ recorded for \S+ · 200 OK/);
  expect(sent).toEqual(['POST key=demo-key']);
});

test('Settings refuses a key no HTTP header can carry, where it is typed', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'New connection' }).click();
  await page.getByLabel('Name').fill('Curly');
  await page.getByLabel('Base URL').fill(service);
  await page.getByLabel('Service key').fill('demo’key');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Service key')).toHaveAccessibleDescription(
    /cannot go in an HTTP header/,
  );
  await expect(page.getByRole('banner')).not.toContainText('Curly');
});
