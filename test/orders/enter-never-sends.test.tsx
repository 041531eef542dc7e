// Enter never sends (issue 22, item 4): in an open suggestion list it picks the
// highlighted option (none until Down), else closes the list; in any other field of the order or commissions form it does
// nothing (the coupons field still adds its coupon). Only the button and Ctrl+Enter send.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { server } from '../mock-service';
import { renderApp } from '../render-app';
import { fillMinimalOrder } from './fill-order';

const sentBodies = () => {
  const sent: { url: string; body: unknown }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/v1/'))
      void request
        .clone()
        .json()
        .then((body: unknown) => sent.push({ url: request.url, body }));
  });
  return sent;
};

/** Gives a send that Enter might have started the time to reach the mock. */
const settle = () => new Promise((r) => setTimeout(r, 150));

/** Every field a person types in (buttons, checkboxes and radios aside), in page order. */
const textInputs = (form: HTMLElement) =>
  [...form.querySelectorAll<HTMLInputElement>('input')].filter(
    (i) => !['checkbox', 'radio', 'button', 'submit'].includes(i.type),
  );

async function pressEnterInEach(user: UserEvent, inputs: HTMLInputElement[]) {
  for (const input of inputs) {
    input.focus();
    await user.keyboard('{Enter}');
  }
}

it('Enter in an open suggestion list keeps what was typed, or picks what was highlighted, and sends nothing', async () => {
  const sent = sentBodies();
  const { user } = renderApp('/');
  const code = screen.getByRole('combobox', { name: 'Referral code' });
  await user.type(code, 'AL');
  const option = await screen.findByRole('option', { name: 'ALICE10 · Demo: Alice Martin' });
  // Nothing is highlighted by itself: Enter closes the list and the typed text stays.
  expect(option).toHaveAttribute('aria-selected', 'false');
  await user.keyboard('{Enter}');
  expect(code).toHaveValue('AL');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

  await user.keyboard('{ArrowDown}');
  const highlighted = await screen.findByRole('option', { name: 'ALICE10 · Demo: Alice Martin' });
  await waitFor(() => {
    expect(code).toHaveAttribute('aria-activedescendant', highlighted.id);
  });
  await user.keyboard('{Enter}');
  expect(code).toHaveValue('ALICE10');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  await settle();
  expect(sent).toEqual([]);
  expect(screen.queryByText(/before sending/)).not.toBeInTheDocument();
});

it('Enter in every field of a valid order sends nothing; Ctrl+Enter sends it once', async () => {
  const sent = sentBodies();
  const { user } = renderApp('/');
  await fillMinimalOrder(user, 'ALICE10', 'ORD-ENTER1');
  await user.click(await screen.findByRole('button', { name: 'Add metadata entry' }));
  await user.type(screen.getByLabelText('Key'), 'ticket');
  await user.type(screen.getByLabelText('Value'), 'T-1');
  await user.type(screen.getByLabelText('Coupons'), 'SAVE10{Enter}');
  const coupons = screen.getByRole('list', { name: 'Added coupons' });
  expect(within(coupons).getByText('SAVE10')).toBeVisible();

  const form = screen.getByRole('form', { name: 'Record order' });
  const inputs = textInputs(form);
  const names = inputs.map((i) => i.labels?.[0]?.textContent ?? i.name);
  // Every text field of the form is in the loop (a field added later is pressed too).
  expect(names).toEqual([
    ...['Referral code', 'Order ID', 'ID', 'Name', 'Quantity', 'Unit price', 'Subtotal'],
    ...['Tax', 'Total', 'Name', 'Phone', 'Email', 'IP address', 'Coupons', 'Key', 'Value'],
    ...['Commission', 'Order time', 'Or type a time'],
  ]);
  await pressEnterInEach(user, inputs);
  await settle();
  expect(sent).toEqual([]);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  await user.click(screen.getByLabelText('Order ID'));
  await user.keyboard('{Control>}{Enter}{/Control}');
  expect(await screen.findByRole('status')).toHaveTextContent('Order ORD-ENTER1 recorded');
  await waitFor(() => {
    expect(sent).toHaveLength(1);
  });
  expect(sent[0]?.url).toMatch(/\/v1\/track\/ALICE10$/);
  expect(sent[0]?.body).toMatchObject({ orderId: 'ORD-ENTER1', coupons: ['SAVE10'] });
});

it('Enter in any field of the commissions form opens nothing and sends nothing', async () => {
  const sent = sentBodies();
  const { user } = renderApp('/commissions');
  await screen.findByRole('heading', { name: 'Commissions' });
  await user.type(screen.getByLabelText('Affiliate ID'), 'aff-1002');
  await user.selectOptions(screen.getByLabelText('Commission type'), 'other');
  await user.type(await screen.findByLabelText('Type number'), '7');
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.type(screen.getByLabelText(/^Amount/), '5');

  const inputs = textInputs(screen.getByRole('form', { name: 'Update commissions' }));
  expect(inputs.map((i) => i.labels?.[0]?.textContent)).toEqual([
    'Affiliate ID',
    'Type number',
    'Amount',
  ]);
  await pressEnterInEach(user, inputs);
  await settle();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Update commissions' }));
  expect(await screen.findByRole('dialog')).toBeVisible();
  expect(sent).toEqual([]);
});
