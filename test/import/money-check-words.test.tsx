// The money check's "Not accounted for: none" line (issue 34, item 5): held orders whose own
// figures do not add up are said to be what they are, not set as a bare count beside "none".
import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { moneyCheck } from '../../src/import/pipeline/money/money-check';
import { MoneyCheckPanel } from '../../src/import/steps/preview/money-check-panel';

it('says what the held orders are, and counts them under Held, not beside "none"', () => {
  const ledger = { shipping: 0, shippingTax: 0, duties: 0, refund: 0 };
  render(
    <MoneyCheckPanel
      checks={moneyCheck(
        ['#1001', '#1002'].map((orderId) => ({
          orderId,
          currency: 'EUR',
          ledger: { ...ledger, gross: 4180, goods: 3490 },
          bucket: { kind: 'held' as const },
        })),
      )}
    />,
  );
  const eur = screen.getByRole('table', { name: 'EUR' });
  const none = within(eur).getByRole('rowheader', { name: /^Not accounted for: none/ });
  expect(none).toHaveTextContent(
    '2 orders whose own figures do not add up (#1001, #1002) are held: counted whole under “Held for a person”.',
  );
  const [ordersCell] = within(none.closest('tr') as HTMLElement).getAllByRole('cell');
  expect(ordersCell).toHaveTextContent(/^$/);
  const held = within(eur).getByRole('rowheader', { name: 'Held for a person' });
  expect(within(held.closest('tr') as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('2');
});
