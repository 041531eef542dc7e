// The Import page with a Shopify Markets export (issue 34, item 5), by role and label: EUR
// priced with tax included and USD without, each currency its own "Prices include tax"
// switch saying where its value comes from; every order valid in one pass, and a switch
// changes only its currency's orders.
import { readFileSync } from 'node:fs';
import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importSessionOwner, setSessionFactory } from '../../src/import/session/session-owner';
import { checkFile } from './check-file';
import { inProcessSession } from './in-process-session';

const fixture = (name: string) =>
  new File([readFileSync(`test/fixtures/exports/${name}`, 'utf8')], name, { type: 'text/csv' });

beforeEach(() => {
  setSessionFactory(inProcessSession().factory);
});
afterEach(() => {
  importSessionOwner().reset();
});

describe('the tax basis per currency on the Import page', () => {
  it('reads EUR with tax included and USD without, says so for each: every order valid in one pass', async () => {
    const { user, preview } = await checkFile(fixture('shopify-markets-mixed.csv'));
    await within(preview).findByText('7 valid');
    const group = within(preview).getByRole('group', { name: /Prices include tax, per currency/ });
    const eur = within(group).getByRole('switch', { name: 'Prices include tax in EUR' });
    const usd = within(group).getByRole('switch', { name: 'Prices include tax in USD' });
    expect(eur).toBeChecked();
    expect(usd).not.toBeChecked();
    expect(eur).toHaveAccessibleDescription(/^On: detected from the EUR orders’ totals\./);
    expect(usd).toHaveAccessibleDescription(/^Off: detected from the USD orders’ totals\./);
    expect(within(preview).queryByRole('switch', { name: 'Prices include tax' })).toBeNull();

    // A person's choice for USD: its three orders no longer add up; EUR's four stay valid.
    await user.click(usd);
    await within(preview).findByText('4 valid');
    const again = within(preview).getByRole('switch', { name: 'Prices include tax in USD' });
    expect(again).toBeChecked();
    expect(again).toHaveAccessibleDescription(/^On: set by you\./);
    expect(
      within(preview).getByRole('switch', { name: 'Prices include tax in EUR' }),
    ).toHaveAccessibleDescription(/^On: detected from the EUR orders’ totals\./);
  });

  it('shows one switch for a file in one currency, as before', async () => {
    const { preview } = await checkFile(fixture('shopify-orders.csv'));
    const one = await within(preview).findByRole('switch', { name: 'Prices include tax' });
    expect(one).toBeChecked();
    expect(within(preview).queryByRole('group', { name: /per currency/ })).toBeNull();
  });
});
