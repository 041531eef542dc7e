import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';
import { entry, addEntries } from './fixtures';

// The list's label and the detail's sentence come from one table: the same outcome is
// named the same way in both, words first.
describe("History's outcome words", () => {
  it('names each outcome in the list and the detail the same way, words before the status', async () => {
    await addEntries([
      entry({ orderId: 'T-OUT', outcome: { result: 'unknown', failure: 'timeout' } }),
      entry({ orderId: 'GONE', outcome: { result: 'failed', status: 404 } }),
      entry({
        orderId: 'PAGE',
        outcome: { result: 'unknown', failure: 'not-service', status: 200 },
      }),
      entry({ orderId: 'OK-1', outcome: { result: 'recorded', status: 200 } }),
    ]);
    const { user } = renderApp('/history');
    const list = await screen.findByRole('list', { name: 'History entries' });
    const row = (id: string) =>
      within(list).getByRole('button', { name: new RegExp(`Order ${id}`) });
    expect(row('T-OUT')).toHaveTextContent('Unknown (timeout)');
    expect(row('GONE')).toHaveTextContent('Failed (404 Not Found)');
    expect(row('PAGE')).toHaveTextContent('Unknown (not the service)');
    expect(row('OK-1')).toHaveTextContent('Recorded (200 OK)');

    const outcome = async (id: string) => {
      await user.click(row(id));
      const detail = screen.getByRole('region', { name: 'Entry details' });
      return within(detail).getByText('Outcome').nextElementSibling;
    };
    expect(await outcome('T-OUT')).toHaveTextContent(
      /^outcome unknown \(no answer before the timeout\)/,
    );
    expect(await outcome('GONE')).toHaveTextContent(/^failed \(404 Not Found\)/);
    expect(await outcome('PAGE')).toHaveTextContent(
      /^outcome unknown \(a web page answered, not the service\)/,
    );
  });
});
