import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entry, addEntries } from '../history/fixtures';
import { renderApp } from '../render-app';

/** A recorded order in History, as the form would have sent it. */
const recorded = (
  at: number,
  over: { connectionId?: string; code?: string; body?: object; unitPrices?: (number | null)[] },
) =>
  entry({
    startedAt: at,
    connectionId: over.connectionId ?? 'demo',
    referralCode: over.code ?? 'ALICE10',
    requestBody: { orderId: `O-${at}`, products: [], ...over.body },
    ...(over.unitPrices ? { unitPrices: over.unitPrices } : {}),
  });

const mug = { id: 'MUG-1', name: 'Mug', quantity: 2, subTotal: 39.98, tax: 8 };
const productRow = (n: number) => within(screen.getByRole('group', { name: `Product ${n}` }));

describe('Autocomplete from History', () => {
  it('offers a product sent before by its ID, and choosing it fills the row', async () => {
    await addEntries([recorded(1, { body: { products: [mug] }, unitPrices: [19.99] })]);
    const { user } = renderApp();
    const row = productRow(1);
    await user.clear(row.getByLabelText('Quantity'));
    await user.type(row.getByLabelText('Quantity'), '3');
    const id = row.getByRole('combobox', { name: 'ID' });
    expect(id).toHaveAttribute('aria-expanded', 'false');
    await user.type(id, 'mu');
    const option = await screen.findByRole('option', { name: 'MUG-1 · Mug · 19.99 · tax 20 %' });
    // The popup reports itself open from an effect: one render after its options show.
    await waitFor(() => {
      expect(id).toHaveAttribute('aria-expanded', 'true');
    });
    expect(id).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    await user.keyboard('{ArrowDown}');
    expect(id).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(id).toHaveValue('MUG-1');
    expect(row.getByRole('combobox', { name: 'Name' })).toHaveValue('Mug');
    expect(row.getByLabelText('Unit price')).toHaveValue('19.99');
    expect(row.getByLabelText('Subtotal')).toHaveValue('59.97');
    // 20 % of this row's 59.97, to the cent (not last time's 8).
    expect(row.getByLabelText('Tax')).toHaveValue('11.99');
    expect(id).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(id).toHaveFocus();
  });

  it('offers a product by its name too, with a click', async () => {
    await addEntries([recorded(1, { body: { products: [mug] } })]);
    const { user } = renderApp();
    const row = productRow(1);
    await user.type(row.getByRole('combobox', { name: 'Name' }), 'MUG');
    await user.click(await screen.findByRole('option', { name: 'Mug · MUG-1 · 19.99 · tax 20 %' }));
    expect(row.getByRole('combobox', { name: 'ID' })).toHaveValue('MUG-1');
    // 19.99 is 39.98 ÷ 2 to the cent; quantity 1 here.
    expect(row.getByLabelText('Subtotal')).toHaveValue('19.99');
    expect(row.getByLabelText('Tax')).toHaveValue('4');
  });

  it("fills a returning customer's name, phone and country from their email", async () => {
    await addEntries([
      recorded(1, {
        body: {
          customer: {
            email: 'ann@example.com',
            name: 'Ann Lee',
            phone: '+44 20 7946 0000',
            country: 'DE',
          },
        },
      }),
    ]);
    const { user } = renderApp();
    const customer = within(screen.getByRole('group', { name: 'Customer' }));
    await user.type(customer.getByRole('combobox', { name: 'Email' }), 'ANN');
    await user.click(
      await screen.findByRole('option', {
        name: 'ann@example.com · Ann Lee · +44 20 7946 0000 · DE',
      }),
    );
    expect(customer.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(customer.getByLabelText('Name')).toHaveValue('Ann Lee');
    expect(customer.getByLabelText('Phone')).toHaveValue('+44 20 7946 0000');
    expect(customer.getByLabelText('Country')).toHaveValue('DE');
  });

  it('lists referral codes used on this connection newest first, then the Demo codes', async () => {
    await addEntries([recorded(1, { code: 'OLDCODE' }), recorded(2, { code: 'NEWCODE' })]);
    const { user } = renderApp();
    const code = screen.getByRole('combobox', { name: 'Referral code' });
    await user.click(code);
    await user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    await waitFor(() => {
      expect(within(list).getAllByRole('option')[0]).toHaveTextContent('NEWCODE');
    });
    const names = within(list)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names.slice(0, 3)).toEqual(['NEWCODE', 'OLDCODE', 'ALICE10 · Demo: Alice Martin']);
    // Escape closes without choosing; Tab leaves without choosing.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(code).toHaveValue('');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await screen.findByRole('listbox');
    await user.tab();
    expect(code).toHaveValue('');
    expect(screen.getByLabelText('Order ID')).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("never offers what was sent on another connection, and shows History's text as text", async () => {
    await addEntries([
      recorded(1, { body: { products: [{ id: 'MUG-<b>1</b>', name: '<img src=x>' }] } }),
      recorded(2, {
        connectionId: 'elsewhere',
        code: 'THEIRCODE',
        body: { products: [{ id: 'MUG-9', name: 'Their mug' }], customer: { email: 'them@x.io' } },
      }),
    ]);
    const { user } = renderApp();
    await user.type(productRow(1).getByRole('combobox', { name: 'ID' }), 'mug');
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['MUG-<b>1</b> · <img src=x>']);
    expect(list.querySelector('img, b')).toBeNull();
    await user.type(screen.getByRole('combobox', { name: 'Referral code' }), 'THEIR');
    await user.type(
      within(screen.getByRole('group', { name: 'Customer' })).getByLabelText('Email'),
      'them',
    );
    // Give the look-ups their time: still nothing.
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
