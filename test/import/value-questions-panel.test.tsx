// The value questions on the Import page, driven by role and label against the mock
// service (msw/node) with the import's session in-process: a file whose Type column
// holds sales, a payout and a value no platform documents lists each value with its
// count; the payout is never an order; answering the unknown value changes what is sent.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import { importSessionOwner, setSessionFactory } from '../../src/import/session/session-owner';
import { server } from '../mock-service';
import { renderApp } from '../render-app';
import { inProcessSession } from './in-process-session';

function ledger(run: string) {
  const lines = [
    'Order ID,Referral Code,Type,Amount,Currency',
    `${run}-1,ALICE10,sale,40.00,EUR`,
    `${run}-2,ALICE10,payout,-90.00,EUR`,
    `${run}-3,ALICE10,manual credit,15.00,EUR`,
    `${run}-4,ALICE10,sale,25.00,EUR`,
    `${run}-5,ALICE10,manual credit,7.50,EUR`,
    `${run}-6,ALICE10,payout_failure,90.00,EUR`,
  ];
  return new File([lines.join('\n')], 'ledger.csv', { type: 'text/csv' });
}

/** Every order body the service receives. */
function captureBodies() {
  const bodies: { orderId: string; products: { total: number }[] }[] = [];
  server.use(
    http.post(`${DEMO_BASE_URL}/v1/track/:code`, async ({ request }) => {
      bodies.push((await request.clone().json()) as (typeof bodies)[number]);
      return undefined;
    }),
  );
  return bodies;
}

beforeEach(() => {
  setSessionFactory(inProcessSession().factory);
});
afterEach(() => {
  importSessionOwner().reset();
});

describe('the value questions', () => {
  it('lists each value with its count, never sends money out, and sends what a person answers is a sale', async () => {
    const run = `V${Date.now()}`;
    const bodies = captureBodies();
    const { user } = renderApp('/import');
    await user.upload(await screen.findByLabelText('Choose file'), ledger(run));
    await user.click(await screen.findByRole('button', { name: 'Check orders' }));

    // The check runs in the in-process session: on a loaded machine it takes a while.
    const panel = await screen.findByRole(
      'region',
      { name: 'What the values mean' },
      { timeout: 15_000 },
    );
    const table = within(panel).getByRole('table', { name: 'Values in “Type”' });
    const row = (value: string) =>
      within(table).getByRole('row', { name: new RegExp(`^${value} `) });
    expect(within(row('sale')).getByRole('cell', { name: /^2 ?rows$/ })).toBeInTheDocument();
    expect(
      within(row('manual credit')).getByRole('cell', { name: /^2 ?rows$/ }),
    ).toBeInTheDocument();
    // Money out: named, never asked, never an order.
    expect(row('payout')).toHaveTextContent('Never an order');
    expect(row('payout_failure')).toHaveTextContent('Never an order');
    expect(within(row('payout')).queryByRole('combobox')).toBeNull();
    const unknown = within(panel).getByRole('combobox', {
      name: 'Meaning of “manual credit” in Type',
    });
    expect(unknown).toHaveDisplayValue('Not answered (held)');
    expect(within(panel).getByRole('status')).toHaveTextContent(
      '1 value not answered yet: 2 rows held until you say what it means.',
    );
    expect(await screen.findByRole('button', { name: 'Send 2 orders' })).toBeInTheDocument();

    // A person says the manual credits are sales: the orders are checked again and sent.
    await user.selectOptions(unknown, 'A sale');
    await waitFor(() => {
      expect(within(panel).getByRole('status')).toHaveTextContent('Every value has a meaning.');
    });
    await user.click(await screen.findByRole('button', { name: 'Send 4 orders' }));
    await within(await screen.findByRole('region', { name: 'Sending' })).findByText(
      /^4 of 4 answered/,
    );
    expect(bodies.map((b) => [b.orderId, b.products[0]?.total]).sort()).toEqual([
      [`${run}-1`, 40],
      [`${run}-3`, 15],
      [`${run}-4`, 25],
      [`${run}-5`, 7.5],
    ]);
  });
});
