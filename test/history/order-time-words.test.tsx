// History gives an order's time in words, in the person's zone, never as a raw epoch
// (issue 34, item 5). The raw JSON keeps the number as sent.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render-app';
import { addEntries, entry, listEntries } from './fixtures';

describe('History detail: the order time', () => {
  it('reads as a date and time in the named zone, without the epoch number', async () => {
    await addEntries([
      entry({
        orderId: 'ORD-T1',
        requestBody: {
          orderId: 'ORD-T1',
          products: [{ id: 'SKU-1', quantity: 1, subTotal: 10, tax: 0, total: 10 }],
          timestamp: 1_700_000_000_000,
        },
      }),
    ]);
    const id = (await listEntries()).find((e) => e.orderId === 'ORD-T1')?.id;
    renderApp(`/history?entry=${String(id)}`);
    const detail = await screen.findByRole('region', { name: 'Entry details' });
    const term = within(detail)
      .getAllByRole('term')
      .find((t) => t.textContent === 'Order time');
    const value = term?.nextElementSibling;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(value).toHaveTextContent(new RegExp(`2023.*\\(${zone.replace('/', '\\/')} time\\)`));
    expect(value).not.toHaveTextContent('1700000000000');
  });
});
