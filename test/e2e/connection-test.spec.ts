// "Test connection" in Chromium against the mock service over HTTP: it tells a
// good key, a bad key, a CORS refusal and silence apart, and records nothing.
import { expect, test, type Page } from '@playwright/test';
import { mockPorts } from '../../playwright.config';
import { expectNoAxeViolations } from './axe';

async function testTyped(page: Page, baseUrl: string, key: string) {
  const form = page.getByRole('form', { name: 'New connection' });
  await form.getByLabel('Base URL').fill(baseUrl);
  await form.getByLabel('Service key').fill(key);
  await form.getByRole('button', { name: 'Test connection' }).click();
  return form.getByRole('status');
}

test('Test connection tells key accepted, key refused, CORS refused and not reachable', async ({
  page,
}) => {
  const plain = `http://127.0.0.1:${mockPorts.plain}`;
  await page.goto('/settings');
  await page.getByRole('button', { name: 'New connection' }).click();
  await page.getByLabel('Name').fill('Try-out');
  await expect(page.getByRole('form', { name: 'New connection' })).toContainText(
    'Enter a valid base URL to test.',
  );

  let status = await testTyped(page, plain, 'demo-key');
  await expect(status).toContainText('Reachable, key accepted');
  await expect(status).toContainText('400 Bad Request');
  await expect(page.getByRole('form', { name: 'New connection' })).toContainText(
    `POST ${plain}/v1/track/console-connection-test {}`,
  );
  await expectNoAxeViolations(page, 'a connection test result');

  status = await testTyped(page, plain, 'wrong-key');
  await expect(status).toContainText('Reachable, key refused');

  status = await testTyped(page, `http://127.0.0.1:${mockPorts.noCors}`, 'demo-key');
  await expect(status).toContainText('Reachable, but CORS refused');

  status = await testTyped(page, 'http://127.0.0.1:9', 'demo-key');
  await expect(status).toContainText('Not reachable');

  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByText('Nothing sent yet.')).toBeVisible();
});
