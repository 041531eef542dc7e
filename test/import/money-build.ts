// A generic file's orders, built through the pipeline the worker runs, for the money tests.
import type { Mapping } from '../../src/import/pipeline/fields';
import {
  buildOrdersWithSummary,
  type BuildSettings,
  type ImportedOrder,
} from '../../src/import/pipeline/rows-to-orders';

export const column = (name: string) => ({ kind: 'column', column: name }) as const;

/** The columns every generic file has: the order, its code, and each line's item and quantity. */
export const ORDER_LINES: Mapping = {
  orderId: column('Order'),
  referralCode: column('Code'),
  'product.name': column('Item'),
  'product.quantity': column('Qty'),
};

export const LINES: Mapping = {
  ...ORDER_LINES,
  'product.price': column('Price'),
  shipping: column('Shipping'),
  orderTax: column('Tax'),
  orderTotal: column('Total'),
};
export const HEADERS = ['Order', 'Code', 'Item', 'Qty', 'Price', 'Shipping', 'Tax', 'Total'];

export function build(
  rows: string[][],
  settings: Partial<BuildSettings> = {},
  headers = HEADERS,
  mapping = LINES,
) {
  return buildOrdersWithSummary(headers, rows, mapping, new Set(), {
    sourceTimeZone: 'UTC',
    ...settings,
  });
}

export const products = (o: ImportedOrder | undefined) =>
  o?.order?.products.map(({ subTotal, tax, total }) => ({ subTotal, tax, total }));
