import { expect, type Page } from '@playwright/test';

/** Adds a connection through Settings; Save makes it active. */
export async function addConnection(
  page: Page,
  c: { name: string; baseUrl: string; key: string; timeoutSeconds?: string; remember?: boolean },
) {
  await page.goto('/settings');
  await recordFocus(page);
  await page.getByRole('button', { name: 'New connection' }).click();
  await page.getByLabel('Name').fill(c.name);
  await page.getByLabel('Base URL').fill(c.baseUrl);
  await page.getByLabel('Service key').fill(c.key);
  if (c.timeoutSeconds) await page.getByLabel('Timeout (seconds)').fill(c.timeoutSeconds);
  if (c.remember) await page.getByLabel('Remember key on this device').check();
  const form = page.getByRole('form', { name: 'New connection' });
  await form.getByRole('button', { name: 'Save' }).click();
  // Saved means the form closed: one left open says what it refused, and what its fields held.
  await expect(form)
    .toHaveCount(0)
    .catch(async (error: unknown) => {
      throw new Error(`Save left the form open. ${await formState(page)}`, { cause: error });
    });
  await expect(page.getByRole('banner')).toContainText(c.name);
}

/** What an open connection form shows and holds (the key's field is left out). */
async function formState(page: Page) {
  const form = page.getByRole('form', { name: 'New connection' });
  const value = (label: string) =>
    form
      .getByLabel(label)
      .inputValue()
      .catch(() => '(none)');
  return [
    `Shown: ${(await form.innerText().catch(() => '(gone)')).replace(/\s+/g, ' ')}`,
    `Name: ${await value('Name')}`,
    `Base URL: ${await value('Base URL')}`,
    `Timeout: ${await value('Timeout (seconds)')}`,
    `Focused: ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? '')}`,
    `Focus moves, with what moved it:\n${await page.evaluate(() => (window as FocusLog).focusLog?.join('\n') ?? '')}`,
  ].join('\n');
}

type FocusLog = Window & { focusLog?: string[] };

/** Keeps each focus move with the code that made it, for formState. */
async function recordFocus(page: Page) {
  await page.evaluate(() => {
    const log: string[] = [];
    (window as FocusLog).focusLog = log;
    document.addEventListener(
      'focusin',
      (e) => {
        const el = e.target as HTMLInputElement;
        const stack = (new Error().stack ?? '').split('\n').slice(2, 9).join(' | ');
        log.push(`${String(performance.now() | 0)} ms ${el.name || el.tagName}: ${stack}`);
      },
      true,
    );
  });
}

/** Fills the commission form on a connection with no type labels: the type goes in as a number. */
export async function fillUnlabelledCommissions(
  page: Page,
  c: { id: string; type: number; apply: 'Yes' | 'No'; amount: string },
) {
  await page.getByLabel('Affiliate ID').fill(c.id);
  await page.getByLabel('Commission type').selectOption('other');
  await page.getByLabel('Type number').fill(String(c.type));
  await page.getByRole('radiogroup', { name: 'Apply individually' }).getByLabel(c.apply).check();
  await page.getByLabel('Amount').fill(c.amount);
}

export async function fillOrder(page: Page, code: string, orderId: string) {
  await page.getByLabel('Referral code').fill(code);
  await page.getByLabel('Order ID').fill(orderId);
  const product = page.getByRole('group', { name: 'Product 1' });
  await product.getByLabel('Name').fill('Mug');
  await product.getByLabel('Quantity').fill('2');
  await product.getByLabel('Subtotal').fill('20');
}
