// An order with many product rows (issue 14, item 9): from 40 rows the list is virtual,
// and the page says so, goes to any row by number and lists the rows with problems.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { ORDER_DRAFT } from '../../src/orders/order-from-wire';
import { saveDraft } from '../../src/ui/draft-storage';
import { server } from '../mock-service';
import { renderApp } from '../render-app';
import { orderWithRows } from './order-with-rows';

const ROWS = 45;
// Rendering 40-odd rows in jsdom is slow on this shared machine.
const SLOW = 90_000;

beforeEach(() => {
  // jsdom has no scrolling; the virtual list scrolls a row in before focusing it.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

function draftWithRows(rows: number, badRow: number) {
  saveDraft(ORDER_DRAFT, orderWithRows(rows, { badRow }));
}

const fieldOf = (row: number, label: string) =>
  within(screen.getByRole('group', { name: `Product ${String(row)}` })).getByLabelText(label);

it(
  'names the rows with problems after a refused send and goes to one, focusing its field',
  async () => {
    draftWithRows(ROWS, 43);
    let requests = 0;
    server.events.on('request:start', () => (requests += 1));
    const { user } = renderApp('/');
    await screen.findByLabelText('Go to product');
    expect(
      screen.getByText(/45 products: only the rows near the screen are in the page/),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Record order' }));
    const problems = await screen.findByRole('list', { name: '1 product has a problem:' });
    await user.click(within(problems).getByRole('button', { name: 'Go to product 43' }));
    await waitFor(() => {
      expect(fieldOf(43, 'Subtotal')).toHaveFocus();
    });
    expect(requests).toBe(0);
  },
  SLOW,
);

it(
  '"Go to product" takes a row number, Enter included, and refuses one out of range without sending',
  async () => {
    draftWithRows(ROWS, 0);
    let requests = 0;
    server.events.on('request:start', () => (requests += 1));
    const { user } = renderApp('/');
    const goTo = await screen.findByLabelText('Go to product');

    await user.type(goTo, '46{Enter}');
    expect(goTo).toHaveAccessibleDescription('Enter a product number from 1 to 45.');

    await user.clear(goTo);
    await user.type(goTo, '44{Enter}');
    await waitFor(() => {
      expect(fieldOf(44, 'ID')).toHaveFocus();
    });
    expect(goTo).not.toHaveAccessibleDescription();
    expect(requests).toBe(0);
  },
  SLOW,
);

it(
  'keeps every row in the page below 40 rows, with no "Go to product"',
  async () => {
    draftWithRows(39, 0);
    renderApp('/');
    await screen.findByRole('group', { name: 'Product 39' });
    expect(screen.queryByLabelText('Go to product')).toBeNull();
    expect(screen.getAllByRole('group', { name: /^Product \d+$/ })).toHaveLength(39);
  },
  SLOW,
);
