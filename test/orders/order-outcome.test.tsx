import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockService } from '../mock-service';
import { renderApp } from '../render-app';
import { fillMinimalOrder } from './fill-order';
import { listEntries } from '../history/fixtures';

describe('Record order: the outcome in business words', () => {
  it('says which order was recorded for which code, with the status, and links to its History entry', async () => {
    const { user } = renderApp();
    await fillMinimalOrder(user, 'ALICE10', 'ORD-501');
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(/^Order ORD-501 recorded for ALICE10 · 200 OK/);

    await user.click(screen.getByRole('link', { name: 'open this send’s entry' }));
    const detail = await screen.findByRole('region', { name: 'Entry details' });
    expect(within(detail).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Order ORD-501 · code ALICE10',
    );
  });

  it('while sending: shows the time waited, locks the form, and Cancel leaves the outcome unknown', async () => {
    mockService.setFault('slow');
    const { user } = renderApp();
    await fillMinimalOrder(user, 'ALICE10', 'ORD-502');
    await user.click(screen.getByRole('button', { name: 'Record order' }));
    expect(await screen.findByText('Sending… 0 s')).toBeInTheDocument();
    // The clock ticks each second; a loaded machine may draw the tick late (the mock waits 35 s).
    expect(await screen.findByText('Sending… 1 s', {}, { timeout: 5000 })).toBeInTheDocument();
    // What is sent is what is shown: nothing can be typed meanwhile.
    expect(screen.getByLabelText('Order ID')).toBeDisabled();
    expect(
      within(screen.getByRole('group', { name: 'Product 1' })).getByLabelText('Subtotal'),
    ).toBeDisabled();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();

    await user.click(cancel);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cancelled: outcome unknown');
    expect(alert).toHaveTextContent('The order may or may not have been recorded');
    expect(screen.getByLabelText('Order ID')).toBeEnabled();
    expect(screen.getByLabelText('Order ID')).toHaveValue('ORD-502');
    expect(screen.getByRole('button', { name: 'Record order' })).toHaveFocus();
    await waitFor(async () => {
      const [entry] = await listEntries();
      expect(entry?.outcome).toMatchObject({ result: 'unknown', failure: 'cancelled' });
    });
  });
});
