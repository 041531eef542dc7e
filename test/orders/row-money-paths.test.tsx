// Every path that fills a product row, then Quantity 3: the row that goes out adds up
// (subTotal + tax = total) and its tax follows the rate it came with (issue 32, item 5).
// Driven by label against the mock service; the body the mock received is checked.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import type { ImportedOrder } from '../../src/import/pipeline/rows-to-orders';
import { EditOrderDialog } from '../../src/import/steps/preview/edit-order-dialog';
import { TEMPLATES_KEY } from '../../src/orders/order-templates';
import { addEntries, entry, listEntries } from '../history/fixtures';
import { receivedOrderBodies } from '../mock-service';
import { renderApp } from '../render-app';

/** The order of the issue: one mug, 20 of goods, 4 of tax (20 %), 24 in all. */
const MUG = { id: 'MUG-7', name: 'Coffee mug', quantity: 1, subTotal: 20, tax: 4, total: 24 };
/** The same mug three times, as it must go out: the tax follows its rate. */
const MUG3 = { id: 'MUG-7', name: 'Coffee mug', quantity: 3, subTotal: 60, tax: 12, total: 72 };

const row1 = () => within(screen.getByRole('group', { name: 'Product 1' }));

async function quantity3(user: UserEvent) {
  const quantity = row1().getByLabelText('Quantity');
  await user.clear(quantity);
  await user.type(quantity, '3');
}

async function recordAndWait(user: UserEvent, bodies: unknown[], count = 1) {
  await user.click(screen.getByRole('button', { name: 'Record order' }));
  await waitFor(() => {
    expect(bodies).toHaveLength(count);
  });
}

it('History › Open as new, then Quantity 3: 60 + 12 = 72 goes out, under a fresh order ID', async () => {
  await addEntries([
    entry({ orderId: 'ORD-H1', requestBody: { orderId: 'ORD-H1', products: [MUG] } }),
  ]);
  const [stored] = await listEntries();
  const bodies = receivedOrderBodies();
  const { user } = renderApp(`/?reopen=${String(stored?.id)}`);
  expect(await screen.findByText(/Order ID is ORD-H1-2, not ORD-H1/)).toBeInTheDocument();
  expect(screen.getByLabelText('Order ID')).toHaveValue('ORD-H1-2');
  await quantity3(user);
  expect(row1().getByLabelText('Subtotal')).toHaveValue('60');
  expect(row1().getByLabelText('Tax')).toHaveValue('12');
  expect(row1().getByLabelText('Tax')).toHaveAccessibleDescription(/20 % of Subtotal/);
  await recordAndWait(user, bodies);
  expect(bodies).toEqual([{ orderId: 'ORD-H1-2', products: [MUG3] }]);
});

it('Open as new keeps the order ID the service refused, and says why', async () => {
  await addEntries([
    entry({
      orderId: 'ORD-R',
      requestBody: { orderId: 'ORD-R', products: [MUG] },
      outcome: { result: 'failed', status: 422 },
    }),
  ]);
  const [stored] = await listEntries();
  renderApp(`/?reopen=${String(stored?.id)}`);
  expect(await screen.findByText(/Order ID ORD-R is kept: the service refused it/)).toBeVisible();
  expect(screen.getByLabelText('Order ID')).toHaveValue('ORD-R');
});

it('New from template, then Quantity 3: the template keeps a tax rate, not its 4', async () => {
  // A template saved before rates were kept: its row holds the amounts only.
  const values = {
    referralCode: 'ALICE10',
    products: [
      { id: 'MUG-7', name: 'Coffee mug', quantity: '1', subTotal: '20', tax: '4', total: '24' },
    ],
  };
  localStorage.setItem(
    TEMPLATES_KEY,
    JSON.stringify({ version: 1, templates: [{ name: 'Mugs', savedAt: 1, values }] }),
  );
  const bodies = receivedOrderBodies();
  const { user } = renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'New from template' }));
  const dialog = within(screen.getByRole('dialog', { name: 'New from template' }));
  await user.click(dialog.getByRole('button', { name: 'Use Mugs' }));
  await user.type(screen.getByLabelText('Order ID'), 'ORD-T3');
  await quantity3(user);
  await recordAndWait(user, bodies);
  expect(bodies).toEqual([{ orderId: 'ORD-T3', products: [MUG3] }]);
});

it('a pasted cURL command, then Quantity 3: its total is derived again, its tax follows', async () => {
  const bodies = receivedOrderBodies();
  const { user } = renderApp('/');
  await user.click(await screen.findByRole('button', { name: 'Paste request' }));
  const dialog = screen.getByRole('dialog', { name: 'Paste request' });
  await user.click(within(dialog).getByLabelText('Request to paste'));
  await user.paste(
    `curl https://api.example.com/v1/track/ALICE10 -H 'Content-Type: application/json' --data '${JSON.stringify({ orderId: 'ORD-P3', products: [MUG] })}'`,
  );
  await user.click(within(dialog).getByRole('button', { name: 'Fill the form' }));
  await quantity3(user);
  await recordAndWait(user, bodies);
  expect(bodies).toEqual([{ orderId: 'ORD-P3', products: [MUG3] }]);
});

it('typing: a Tax typed for another subtotal stops the send until kept or cleared', async () => {
  const bodies = receivedOrderBodies();
  const { user } = renderApp('/');
  await user.type(screen.getByLabelText('Referral code'), 'ALICE10');
  await user.type(screen.getByLabelText('Order ID'), 'ORD-TY');
  await user.type(row1().getByRole('combobox', { name: 'Name' }), 'Coffee mug');
  await user.type(row1().getByLabelText('Unit price'), '20');
  await user.type(row1().getByLabelText('Tax'), '4');
  await quantity3(user);
  const tax = row1().getByLabelText('Tax');
  await user.click(screen.getByRole('button', { name: 'Record order' }));
  await waitFor(() => {
    expect(tax).toHaveFocus();
  });
  expect(tax).toHaveAccessibleDescription(
    /Tax 4 was typed for a subtotal of 20; Subtotal is now 60\. Correct or clear Tax, or tick “Keep 4 as Tax”/,
  );
  expect(bodies).toEqual([]);
  await user.click(row1().getByRole('checkbox', { name: 'Keep 4 as Tax' }));
  await recordAndWait(user, bodies);
  expect(bodies).toEqual([
    {
      orderId: 'ORD-TY',
      products: [{ name: 'Coffee mug', quantity: 3, subTotal: 60, tax: 4, total: 64 }],
    },
  ]);
});

it('a typed Total that is not Subtotal + Tax stops the send until kept, or cleared', async () => {
  const bodies = receivedOrderBodies();
  const { user } = renderApp('/');
  await user.type(screen.getByLabelText('Referral code'), 'ALICE10');
  await user.type(screen.getByLabelText('Order ID'), 'ORD-TT');
  await user.type(row1().getByRole('combobox', { name: 'Name' }), 'Coffee mug');
  await user.type(row1().getByLabelText('Subtotal'), '60');
  await user.type(row1().getByLabelText('Tax'), '4');
  const total = row1().getByLabelText('Total');
  await user.type(total, '24');
  await user.click(screen.getByRole('button', { name: 'Record order' }));
  await waitFor(() => {
    expect(total).toHaveFocus();
  });
  expect(total).toHaveAccessibleDescription(
    /Subtotal \+ Tax is 64, not 24\. Clear Total to send 64, or tick “Keep 24 as Total”/,
  );
  expect(bodies).toEqual([]);
  // Cleared: Total is Subtotal + Tax again.
  await user.clear(total);
  await recordAndWait(user, bodies);
  expect(bodies[0]).toEqual({
    orderId: 'ORD-TT',
    products: [{ name: 'Coffee mug', quantity: 1, subTotal: 60, tax: 4, total: 64 }],
  });

  // The next order: the same figure, kept on purpose.
  await user.click(await screen.findByRole('button', { name: 'Record another' }));
  await user.type(screen.getByLabelText('Order ID'), 'ORD-TK');
  await user.type(row1().getByRole('combobox', { name: 'Name' }), 'Coffee mug');
  await user.type(row1().getByLabelText('Subtotal'), '60');
  await user.type(row1().getByLabelText('Tax'), '4');
  await user.type(row1().getByLabelText('Total'), '24');
  await user.click(row1().getByRole('checkbox', { name: 'Keep 24 as Total' }));
  await recordAndWait(user, bodies, 2);
  expect(bodies[1]).toEqual({
    orderId: 'ORD-TK',
    products: [{ name: 'Coffee mug', quantity: 1, subTotal: 60, tax: 4, total: 24 }],
  });
});

it("the import's order dialog, then Quantity 3: the saved order adds up", async () => {
  const user = userEvent.setup();
  const onSave = vi.fn<(o: ImportedOrder) => void>();
  const imported: ImportedOrder = {
    index: 0,
    rows: [2],
    code: 'ALICE10',
    orderId: 'IMP-3',
    status: 'valid',
    errors: {},
    warnings: [],
    problems: [],
    orderStatus: { key: 'paid', settled: true },
    ledger: { gross: 24, goods: 20, shipping: 0, shippingTax: 0, duties: 0, refund: 0 },
    order: { orderId: 'IMP-3', products: [MUG] },
    skipped: false,
  };
  render(
    <AppProviders>
      <EditOrderDialog order={imported} onSave={onSave} onCancel={vi.fn()} />
    </AppProviders>,
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit order IMP-3' }));
  const row = within(dialog.getByRole('group', { name: 'Product 1' }));
  await user.clear(row.getByLabelText('Quantity'));
  await user.type(row.getByLabelText('Quantity'), '3');
  await user.click(dialog.getByRole('button', { name: 'Save order' }));
  await waitFor(() => {
    expect(onSave).toHaveBeenCalledOnce();
  });
  expect(onSave.mock.calls[0]?.[0].order).toEqual({ orderId: 'IMP-3', products: [MUG3] });
});
