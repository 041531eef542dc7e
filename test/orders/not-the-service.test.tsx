// The forms against answers that are not the service's word (issue 23, items 2 and 3):
// a 2xx web page and a gateway's 504 are "outcome unknown", announced as an alert with
// the likely cause, kept in History as unknown, and change nothing a success changes.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { lastSetFor, rememberLastSet } from '../../src/commissions/last-set-store';
import { DEMO_CONNECTION } from '../../src/connections';
import { DEMO_BASE_URL } from '../../src/connections/demo';
import { server } from '../mock-service';
import { renderApp } from '../render-app';
import { fillMinimalOrder } from './fill-order';
import { listEntries } from '../history/fixtures';

const INDEX_HTML =
  '<!doctype html><html><head><title>Affiliate Console</title></head><body><div id="root"></div></body></html>';

describe('Record order: answers that are not the service', () => {
  it('a 200 web page: outcome unknown, "/v1 is not reaching the service", History unknown, no success', async () => {
    server.use(http.post(`${DEMO_BASE_URL}/v1/track/:code`, () => HttpResponse.html(INDEX_HTML)));
    const { user } = renderApp();
    await fillMinimalOrder(user, 'ALICE10', 'ORD-H1');
    await user.click(screen.getByRole('button', { name: 'Record order' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The answer is a web page, not the service: outcome unknown');
    expect(alert).toHaveTextContent('200 OK');
    expect(alert).toHaveTextContent('/v1 is not reaching the service');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record another' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Order ID')).toHaveValue('ORD-H1');
    await waitFor(async () => {
      const [entry] = await listEntries();
      expect(entry?.outcome).toMatchObject({ result: 'unknown', failure: 'not-service' });
    });
  });

  it('a 504: outcome unknown (it may be recorded); sending it again goes through the duplicate guard', async () => {
    let received = 0;
    server.use(
      http.post(`${DEMO_BASE_URL}/v1/track/:code`, () => {
        received++;
        return HttpResponse.html('<h1>504 Gateway Time-out</h1>', { status: 504 });
      }),
    );
    const { user } = renderApp();
    await fillMinimalOrder(user, 'ALICE10', 'ORD-G1');
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A gateway answered, not the service: outcome unknown');
    expect(alert).toHaveTextContent('504 Gateway Timeout');
    // The status is said once, after the words (issue 27: no sentence said twice).
    expect(alert.textContent.split('504 Gateway Timeout')).toHaveLength(2);
    expect(alert.textContent.indexOf('outcome unknown')).toBeLessThan(
      alert.textContent.indexOf('504 Gateway Timeout'),
    );
    expect(alert).toHaveTextContent('The order may have been recorded');

    await user.click(screen.getByRole('button', { name: 'Record order' }));
    expect(await screen.findByRole('button', { name: 'Send anyway' })).toBeInTheDocument();
    expect(received).toBe(1);
  });
});

describe('Commissions: a 200 web page', () => {
  it('leaves the "last set" record as it was', async () => {
    rememberLastSet(DEMO_CONNECTION.id, 'aff-1002', {
      type: 0,
      applyIndividual: false,
      amount: 4,
    });
    const before = lastSetFor(DEMO_CONNECTION.id, 'aff-1002');
    server.use(
      http.patch(`${DEMO_BASE_URL}/v1/affiliates/commissions`, () =>
        HttpResponse.html('<html><body><form>Sign in</form></body></html>'),
      ),
    );
    const { user } = renderApp('/commissions?affiliate=aff-1002');
    const amount = await screen.findByLabelText(/^Amount/);
    await user.clear(amount);
    await user.type(amount, '9');
    await user.click(screen.getByRole('button', { name: 'Update commissions' }));
    const dialog = screen.getByRole('dialog', { name: 'Update commissions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm update' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('web page, not the service: outcome unknown');
    expect(alert).toHaveTextContent('The page said: Sign in');
    expect(lastSetFor(DEMO_CONNECTION.id, 'aff-1002')).toEqual(before);
  });
});
