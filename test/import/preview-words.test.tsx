// The import's table in the user's words (issue 27, item 4): problems name the form's
// fields, never a path, and after sending no order the job did not take reads "valid".
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrders } from '../../src/import/pipeline/rows-to-orders';
import { PreviewTable } from '../../src/import/steps/preview/preview-table';
import { guessMapping } from '../../src/import/pipeline/fields';

const headers = ['Order ID', 'Referral code', 'Product', 'Quantity', 'Subtotal', 'Status'];
const orders = buildOrders(
  headers,
  [
    ['A-1', 'ALICE10', 'Mug', '2', '20', 'paid'],
    ['A-2', 'ALICE10', 'Mug', '1', '10', 'refunded'],
    ['A-3', 'ALICE10', 'Mug', 'two', '10', 'paid'],
  ],
  guessMapping(headers),
  new Set(),
  { sourceTimeZone: 'UTC' },
);

function table(sent: boolean, knowsLeftOut = true) {
  render(
    <PreviewTable
      count={orders.length}
      orderAt={(i) => orders[i]}
      showRows={() => undefined}
      version={1}
      {...(knowsLeftOut ? { isLeftOut: (o) => !o.orderStatus.settled } : {})}
      {...(sent ? { sendState: (i: number) => (i === 0 ? 'recorded' : undefined) } : {})}
    />,
  );
  const rows = screen.getAllByRole('row').slice(1);
  return (orderId: string) => {
    const row = rows.find((r) => within(r).queryByText(orderId));
    if (!row) throw new Error(`no row for ${orderId}`);
    return row;
  };
}

describe('the import table in words', () => {
  it('names a problem by the field a person sees, never by its path', () => {
    const row = table(false);
    expect(row('A-3')).toHaveTextContent(/Product 1 · Quantity: /);
    expect(row('A-3')).not.toHaveTextContent(/products\.0|products\[0\]/);
  });

  it('after sending, a refunded order reads "left out", never "valid"', () => {
    const row = table(true);
    expect(row('A-1')).toHaveTextContent('recorded');
    expect(row('A-2')).toHaveTextContent('left out');
    expect(row('A-2')).not.toHaveTextContent('valid');
  });

  it('after sending, an order the job did not take never reads "valid", whatever the caller knows', () => {
    const row = table(true, false);
    expect(row('A-2')).toHaveTextContent('not sent');
    expect(row('A-2')).not.toHaveTextContent('valid');
  });
});
