import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildOrders } from '../../src/import/build/build-orders';
import { guessMapping } from '../../src/import/mapping/fields';

const cell = fc.string({ maxLength: 12 });
const headers = [
  'orderId',
  'referralCode',
  'product.id',
  'product.quantity',
  'product.subTotal',
  'notes',
];

describe('CSV (property)', () => {
  it('any table written as CSV reads back cell for cell, whatever the quotes, commas and line breaks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 20 }),
        fc.constantFrom(',', ';', '\t'),
        (rows, delimiter) => {
          const table = [['a', 'b', 'c'], ...rows];
          const csv = Papa.unparse(table, { delimiter, newline: '\r\n', quotes: true });
          const back = Papa.parse<string[]>(csv, { delimiter }).data;
          expect(back).toEqual(table);
        },
      ),
    );
  });

  it('grouping never loses or invents a row, and never throws', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('A', 'B', 'C', ''), cell, cell, cell, cell, cell), {
          maxLength: 30,
        }),
        (rows) => {
          const orders = buildOrders(headers, rows, guessMapping(headers));
          const covered = orders.flatMap((o) => o.rows).sort((a, b) => a - b);
          // Numbered as the spreadsheet shows them: the header is row 1.
          expect(covered).toEqual(rows.map((_, i) => i + 2));
          for (const o of orders)
            expect(
              o.status === 'invalid'
                ? Object.keys(o.errors).length > 0 || !o.order
                : o.order !== undefined,
            ).toBe(true);
        },
      ),
    );
  });
});
