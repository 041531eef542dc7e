import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockService, receivedOrderBodies } from '../mock-service';
import { renderApp } from '../render-app';

const BODY = {
  orderId: 'ORD-PASTE-1',
  products: [
    { id: 'SKU-1', name: 'Mug', quantity: 2, subTotal: 20, tax: 4, total: 24 },
    { id: 'SKU-2', name: 'Tea', quantity: 1, subTotal: 5.5, tax: 0.5, total: 6 },
  ],
  customer: {
    name: 'Ann Lee',
    phone: '+49 30 1234',
    email: 'ann@example.com',
    ip: '203.0.113.7',
    country: 'DE',
  },
  coupons: ['SAVE10'],
  metadata: { channel: 'newsletter' },
  paid: true,
  isRoyalty: false,
  custom: true,
  commission: 2.5,
  notes: "Phone order, it's paid",
  timestamp: 1759847400000,
};
const SECRET = 'sk-live-do-not-show';

/** Postman's "Copy as cURL", with a key header and two fields the contract does not know. */
const postmanCurl = (body: object) =>
  [
    "curl --location 'https://api.example.com/v1/track/BOBBIKES'",
    "--header 'Content-Type: application/json'",
    `--header 'X-Service-Key: ${SECRET}'`,
    `--data '${JSON.stringify(body).replace(/'/g, "'\\''")}'`,
  ].join(' \\\n');

async function pasteInDialog(user: UserEvent, text: string) {
  await user.click(await screen.findByRole('button', { name: 'Paste request' }));
  const dialog = screen.getByRole('dialog', { name: 'Paste request' });
  await user.click(within(dialog).getByLabelText('Request to paste'));
  await user.paste(text);
  await user.click(within(dialog).getByRole('button', { name: 'Fill the form' }));
}

describe('Paste request (order form)', () => {
  it('fills every field from a Postman cURL command, lists what did not fit, drops the key', async () => {
    const sent = receivedOrderBodies();
    const { user, container } = renderApp();
    await pasteInDialog(
      user,
      postmanCurl({
        ...BODY,
        affiliate: 'x',
        products: [{ ...BODY.products[0], sku: 'M' }, BODY.products[1]],
      }),
    );

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Referral code')).toHaveValue('BOBBIKES');
    expect(screen.getByLabelText('Order ID')).toHaveValue('ORD-PASTE-1');
    const row2 = within(screen.getByRole('group', { name: 'Product 2' }));
    expect(row2.getByLabelText('ID')).toHaveValue('SKU-2');
    expect(row2.getByLabelText('Name')).toHaveValue('Tea');
    expect(row2.getByLabelText('Quantity')).toHaveValue('1');
    expect(row2.getByLabelText('Subtotal')).toHaveValue('5.5');
    expect(row2.getByLabelText('Tax')).toHaveValue('0.5');
    // 5.5 + 0.5: derived again (empty, Subtotal + Tax), so that it follows a new quantity.
    expect(row2.getByLabelText('Total')).toHaveValue('');
    const customer = within(screen.getByRole('group', { name: 'Customer' }));
    expect(customer.getByLabelText('Name')).toHaveValue('Ann Lee');
    expect(customer.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(customer.getByLabelText('Country')).toHaveValue('DE');
    expect(screen.getByRole('list', { name: 'Added coupons' })).toHaveTextContent('SAVE10');
    expect(screen.getByLabelText('Paid')).toBeChecked();
    expect(screen.getByLabelText('Royalty order')).toHaveValue('no');
    expect(screen.getByLabelText('Custom order')).toHaveValue('yes');
    expect(screen.getByLabelText('Commission')).toHaveValue('2.5');
    expect(screen.getByLabelText('Notes')).toHaveValue("Phone order, it's paid");

    const report = screen.getByRole('region', { name: 'Pasted request' });
    expect(report).toHaveTextContent('Filled from the pasted cURL command');
    expect(report).toHaveTextContent(
      'Not filled: products[0].sku (not in the order contract); affiliate (not in the order contract)',
    );
    expect(report).toHaveTextContent(
      'The pasted command carried a service key; it was not stored or used.',
    );
    expect(container.ownerDocument.body.innerHTML).not.toContain(SECRET);
    const stored = Object.keys(localStorage).map((k) => localStorage.getItem(k));
    expect(stored.join('\n')).not.toContain(SECRET);

    await user.click(screen.getByRole('button', { name: 'Record order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('200');
    expect(mockService.recordedOrderIds('aff-1002')).toEqual(['ORD-PASTE-1']);
    await waitFor(() => {
      expect(sent).toEqual([BODY]);
    });
  });

  it('says why a paste is not understood and changes nothing', async () => {
    const { user } = renderApp();
    await user.type(screen.getByLabelText('Order ID'), 'KEEP-1');
    await pasteInDialog(user, 'curl https://h/v1/track/A --data \'{"orderId": }\'');
    const dialog = screen.getByRole('dialog', { name: 'Paste request' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      /^Its body is not valid JSON.*Nothing was changed\.$/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Order ID')).toHaveValue('KEEP-1');
  });

  it('asks before replacing values the form holds', async () => {
    const { user } = renderApp();
    await user.type(screen.getByLabelText('Order ID'), 'KEEP-1');
    await pasteInDialog(user, JSON.stringify(BODY));
    const ask = screen.getByRole('dialog', { name: 'Replace what the form holds?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Order ID')).toHaveValue('KEEP-1');

    await pasteInDialog(user, JSON.stringify(BODY));
    await user.click(screen.getByRole('button', { name: 'Replace values' }));
    expect(screen.getByLabelText('Order ID')).toHaveValue('ORD-PASTE-1');
    expect(screen.getByRole('region', { name: 'Pasted request' })).toHaveTextContent(
      'Filled from the pasted JSON body',
    );
  });

  it('fills the empty form from a paste straight into a field; a plain value stays a value', async () => {
    const { user } = renderApp();
    await screen.findByRole('button', { name: 'Paste request' });
    await user.click(screen.getByLabelText('Order ID'));
    await user.paste('ORD-TYPED');
    expect(screen.getByLabelText('Order ID')).toHaveValue('ORD-TYPED');
    await user.clear(screen.getByLabelText('Order ID'));

    await user.paste(postmanCurl(BODY));
    expect(screen.getByLabelText('Order ID')).toHaveValue('ORD-PASTE-1');
    expect(screen.getByLabelText('Referral code')).toHaveValue('BOBBIKES');
    expect(screen.getByRole('region', { name: 'Pasted request' })).toHaveTextContent(
      'it was not stored or used',
    );
  });
});

describe('Paste request (commissions form)', () => {
  it('fills the form from a cURL PATCH and lists what did not fit', async () => {
    const { user } = renderApp('/commissions');
    await screen.findByRole('heading', { name: 'Commissions' });
    await pasteInDialog(
      user,
      `curl -X PATCH https://h/v1/affiliates/commissions -H 'Authorization: Bearer ${SECRET}' --data-raw '{"id":"aff-1002","commissions":{"type":1,"applyIndividual":true,"amount":12.5,"cap":3}}'`,
    );
    expect(screen.getByLabelText('Affiliate ID')).toHaveValue('aff-1002');
    expect(screen.getByLabelText('Commission type')).toHaveValue('1');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Apply individually' })).getByRole('radio', {
        name: 'Yes',
      }),
    ).toBeChecked();
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('12.5');
    const report = screen.getByRole('region', { name: 'Pasted request' });
    expect(report).toHaveTextContent(
      'Not filled: commissions.cap (not in the commissions contract)',
    );
    expect(report).toHaveTextContent('it was not stored or used');
    expect(document.body.innerHTML).not.toContain(SECRET);
  });
});
