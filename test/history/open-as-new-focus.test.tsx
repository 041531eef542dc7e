// "Open as new" moves focus to what it opens (issue 34, item 5): the form's notice that
// says it was opened from History, not the page's start.
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderApp } from '../render-app';
import { addEntries, entry, listEntries } from './fixtures';

it('Open as new lands on the opened draft’s notice', async () => {
  await addEntries([
    entry({
      orderId: 'ORD-F1',
      referralCode: 'ALICE10',
      requestBody: {
        orderId: 'ORD-F1',
        products: [{ id: 'SKU-1', quantity: 1, subTotal: 10, tax: 0, total: 10 }],
      },
    }),
  ]);
  const id = (await listEntries()).find((e) => e.orderId === 'ORD-F1')?.id;
  const { user } = renderApp(`/history?entry=${String(id)}`);
  const detail = await screen.findByRole('region', { name: 'Entry details' });
  await user.click(within(detail).getByRole('button', { name: 'Open as new' }));
  const note = await screen.findByText(/Opened from History/);
  expect(note.closest('.notice')).toHaveFocus();
});
