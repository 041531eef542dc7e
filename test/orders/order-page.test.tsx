import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { connectionStore } from '../../src/connections/connection-store';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import { mockService, server } from '../mock-service';
import { renderApp } from '../render-app';
import { fillMinimalOrder, fillProduct } from './fill-order';

describe('Record order', () => {
  it('records an order with two products, a customer, coupons and metadata', async () => {
    let sent: unknown;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/v1/track/'))
        void request
          .clone()
          .json()
          .then((b: unknown) => (sent = b));
    });
    const { user } = renderApp();
    await fillMinimalOrder(user, 'ALICE10', 'ORD-2P');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await fillProduct(user, 2, {
      name: 'Tea',
      quantity: '1',
      subTotal: '5.50',
      tax: '0.50',
      total: '6',
    });

    const customer = within(screen.getByRole('group', { name: 'Customer' }));
    await user.type(customer.getByLabelText('Name'), 'Ann Lee');
    await user.type(customer.getByLabelText('Email'), 'ann@example.com');
    await user.type(customer.getByLabelText('IP address'), '203.0.113.7');
    await user.selectOptions(customer.getByLabelText('Country'), 'DE');

    const coupons = screen.getByLabelText('Coupons');
    await user.type(coupons, 'SAVE10{Enter}WELCOME,SAVE10{Enter}');
    expect(screen.getByRole('list', { name: 'Added coupons' })).toHaveTextContent(
      /SAVE10.*WELCOME/,
    );

    await user.click(screen.getByRole('button', { name: 'Add metadata entry' }));
    await user.type(screen.getByLabelText('Key'), 'channel');
    await user.type(screen.getByLabelText('Value'), 'newsletter');

    await user.click(screen.getByRole('button', { name: 'Record order' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('200');

    expect(mockService.recordedOrderIds('aff-1001')).toEqual(['ORD-2P']);
    expect(sent).toEqual({
      orderId: 'ORD-2P',
      products: [
        { id: 'SKU-1', name: 'Mug', quantity: 2, subTotal: 20, tax: 4, total: 24 },
        { name: 'Tea', quantity: 1, subTotal: 5.5, tax: 0.5, total: 6 },
      ],
      coupons: ['SAVE10', 'WELCOME'],
      customer: { name: 'Ann Lee', email: 'ann@example.com', ip: '203.0.113.7', country: 'DE' },
      metadata: { channel: 'newsletter' },
    });

    await user.click(screen.getByRole('button', { name: 'Record another' }));
    expect(screen.getByLabelText('Referral code')).toHaveValue('ALICE10');
    expect(screen.getByLabelText('Order ID')).toHaveValue('');
    expect(screen.getByLabelText('Order ID')).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not submit on Enter in the coupons box', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/v1/track/'))
        void request
          .clone()
          .json()
          .then((b: unknown) => sent.push(b));
    });
    const { user } = renderApp();
    await fillMinimalOrder(user, 'ALICE10', 'ORD-ENTER');
    await user.type(screen.getByLabelText('Coupons'), 'X1{Enter}');
    expect(screen.getByRole('list', { name: 'Added coupons' })).toHaveTextContent('X1');

    // A valid order: had Enter submitted it, it is on its way as ORD-ENTER. Send it
    // for real under another ID and wait until that lands: by then an Enter send,
    // which set off first on the same path, would have reached the service too.
    const orderId = screen.getByLabelText('Order ID');
    await user.clear(orderId);
    await user.type(orderId, 'ORD-CLICK');
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    await waitFor(() => {
      expect(mockService.recordedOrderIds('aff-1001')).toContain('ORD-CLICK');
    });
    expect(await screen.findByRole('status')).toHaveTextContent('200');
    expect(mockService.recordedOrderIds('aff-1001')).toEqual(['ORD-CLICK']);
    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    expect(sent[0]).toMatchObject({ orderId: 'ORD-CLICK', coupons: ['X1'] });
  });

  it('shows field errors, focuses the first invalid field and sends nothing', async () => {
    let requests = 0;
    server.events.on('request:start', () => requests++);
    const { user } = renderApp();
    await user.type(screen.getByLabelText('Referral code'), 'ALICE10');
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    expect(await screen.findByText('Enter the order ID, or press Generate.')).toBeInTheDocument();
    expect(screen.getByLabelText('Order ID')).toHaveFocus();
    expect(screen.getByLabelText('Order ID')).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(screen.getByRole('group', { name: 'Product 1' })).getByText(
        'Enter the subtotal, or a unit price.',
      ),
    ).toBeInTheDocument();
    expect(requests).toBe(0);
  });

  it('puts a 400 field error inside its product group and keeps every value', async () => {
    server.use(
      http.post(`${DEMO_BASE_URL}/v1/track/:code`, () =>
        HttpResponse.json(
          {
            title: 'One or more validation errors occurred.',
            status: 400,
            errors: {
              'Products[0].Quantity': ['Quantity exceeds stock.'],
              'Extra.Thing': ['Odd.'],
            },
          },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    const { user } = renderApp();
    await fillMinimalOrder(user);
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('400');
    expect(alert).toHaveTextContent('A field the form does not have: Odd.');
    expect(alert).not.toHaveTextContent('extra.thing');
    const product = within(screen.getByRole('group', { name: 'Product 1' }));
    expect(product.getByText('Quantity exceeds stock.')).toBeInTheDocument();
    expect(product.getByLabelText('Quantity')).toHaveFocus();
    expect(product.getByLabelText('Quantity')).toHaveValue('2');
    expect(screen.getByLabelText('Order ID')).toHaveValue('ORD-100');
  });

  it('says the referral code matched no affiliate on 404', async () => {
    const { user } = renderApp();
    await fillMinimalOrder(user, 'NOBODY');
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('404');
    expect(alert).toHaveTextContent('The referral code matched no affiliate — see the field.');
    const field = screen.getByLabelText('Referral code');
    expect(field).toHaveValue('NOBODY');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/"NOBODY" matched no affiliate on "Demo"\./);
    await waitFor(() => {
      expect(field).toHaveFocus();
    });
    // Said once: the field holds the message, the outcome only points to it.
    expect(screen.getAllByText(/"NOBODY" matched no affiliate/)).toHaveLength(1);
    expect(alert).not.toHaveTextContent('NOBODY');
  });

  it('a 409 says the order is already recorded at the service: not a failure', async () => {
    const { user } = renderApp();
    await fillMinimalOrder(user, 'ALICE10', 'ORD-DUP');
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    await screen.findByRole('status');
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    await user.click(await screen.findByRole('button', { name: 'Send anyway' }));
    const said = await screen.findByText(
      'Order ORD-DUP already recorded at the service for ALICE10',
    );
    const outcome = said.closest('[role]');
    expect(outcome).toHaveAttribute('role', 'status');
    expect(outcome).toHaveTextContent('409');
    expect(outcome).toHaveTextContent('Nothing failed: there is nothing to send again.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Record another' })).toBeInTheDocument();
  });

  it('points to the key on 401', async () => {
    connectionStore.save(
      {
        id: 'c-wrong',
        name: 'Wrong key',
        baseUrl: DEMO_BASE_URL,
        production: false,
        rememberKey: false,
      },
      'not-the-key',
    );
    const { user } = renderApp();
    await fillMinimalOrder(user);
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('401');
    expect(alert).toHaveTextContent('Check its Service key in Settings');
    expect(document.body.textContent).not.toContain('not-the-key');
  });

  it('shows a 500 with an HTML body as text', async () => {
    mockService.setFault('server-error');
    const { user } = renderApp();
    await fillMinimalOrder(user);
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('500');
    expect(alert).toHaveTextContent('500 Internal Server Error');
    expect(screen.getByLabelText('Response body')).toHaveTextContent(
      '<h1>500 Internal Server Error</h1>',
    );
    expect(document.querySelector('.outcome h1')).toBeNull();
    expect(screen.getByLabelText('Order ID')).toHaveValue('ORD-100');
  });

  it('calls a lost connection an unknown outcome, keeps the values, and warns before a resend', async () => {
    mockService.setFault('offline');
    const { user } = renderApp();
    await fillMinimalOrder(user);
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No answer: outcome unknown');
    expect(alert).toHaveTextContent('the service may or may not have received it');
    expect(alert).toHaveTextContent('The order may have been recorded.');
    expect(screen.getByLabelText('Order ID')).toHaveValue('ORD-100');

    // It may be recorded: sending it again goes through the duplicate guard.
    mockService.setFault('none');
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    const guard = await screen.findByRole('dialog', { name: 'Order ID already sent' });
    expect(guard).toHaveTextContent('outcome unknown');
    expect(mockService.recordedOrderIds('aff-1001')).toEqual([]);
  });

  it('calls a timeout an unknown outcome and keeps the values', async () => {
    mockService.setFault('slow');
    connectionStore.save(
      {
        id: 'c-fast',
        name: 'Impatient',
        baseUrl: DEMO_BASE_URL,
        production: false,
        rememberKey: false,
        timeoutSeconds: 0.3,
      },
      'demo-key',
    );
    const { user } = renderApp();
    await fillMinimalOrder(user);
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Record order' })).toBeDisabled();
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('outcome unknown');
    expect(alert).toHaveTextContent('The order may or may not have been recorded.');
    expect(screen.getByLabelText('Order ID')).toHaveValue('ORD-100');
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Record order' })).toBeEnabled();
    });
  });

  it('asks before sending to a production connection, and Cancel sends nothing', async () => {
    connectionStore.save(
      { id: 'c-prod', name: 'Live', baseUrl: DEMO_BASE_URL, production: true, rememberKey: false },
      'demo-key',
    );
    const { user } = renderApp();
    expect(screen.getByRole('link', { name: /Connection: Live, production/ })).toBeInTheDocument();
    await fillMinimalOrder(user);
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to production?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mockService.recordedOrderIds('aff-1001')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    // The dialog opens after the asynchronous checks: wait for it, as for the first one.
    const again = await screen.findByRole('dialog', { name: 'Send to production?' });
    await user.click(within(again).getByRole('button', { name: 'Send to production' }));
    expect(await screen.findByRole('status')).toHaveTextContent('200');
    expect(mockService.recordedOrderIds('aff-1001')).toEqual(['ORD-100']);
  });

  it('keeps a draft across a remount and can discard it', async () => {
    const first = renderApp();
    await first.user.type(screen.getByLabelText('Order ID'), 'DRAFT-1');
    await waitFor(() => {
      expect(localStorage.getItem('ac.draft.order.v1')).toContain('DRAFT-1');
    });
    first.unmount();
    const { user } = renderApp();
    expect(screen.getByLabelText('Order ID')).toHaveValue('DRAFT-1');
    expect(screen.getByText(/Restored your unsent draft/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText('Order ID')).toHaveValue('');
  });
});
