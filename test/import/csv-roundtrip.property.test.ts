import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildOrders } from '../../src/import/pipeline/rows-to-orders';
import { guessMapping } from '../../src/import/pipeline/fields';
import { readInput } from '../../src/tables/parse-input';

const cell = fc.string({ maxLength: 12 });
const headers = [
  'orderId',
  'referralCode',
  'product.id',
  'product.quantity',
  'product.subTotal',
  'notes',
];

/** Cells with everything that trips a CSV reader: quotes, delimiters, line breaks, spaces, non-ASCII. */
const tricky = fc.string({
  unit: fc.constantFrom('a', 'Z', '1', ' ', '"', "'", ',', ';', '\t', '\n', '\r', 'é', '€', '='),
  maxLength: 12,
});
const anyCell = fc.oneof(cell, tricky);
const headerName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 .]{0,8}$/);

describe('CSV (property)', () => {
  it('any table a spreadsheet writes reads back cell for cell through our reader, whatever the delimiter, quotes, line breaks, byte-order mark or chunk size', async () => {
    let runs = 0;
    let inPieces = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(headerName, fc.constantFrom('', ' ')), { minLength: 2, maxLength: 4 }),
        fc.array(fc.array(anyCell, { minLength: 4, maxLength: 4 }), {
          minLength: 1,
          maxLength: 60,
          size: 'max',
        }),
        fc.constantFrom(',', ';', '\t'),
        fc.constantFrom('\r\n', '\n'),
        fc.boolean(),
        fc.integer({ min: 0, max: 300 }),
        async (header, cells, delimiter, newline, bom, extraChunk) => {
          const width = header.length;
          const rows = cells.map((r) => r.slice(0, width));
          // Header names as a person typed them, padded; the reader trims them.
          const headerRow = header.map(([name, pad]) => pad + name + pad);
          const write = (table: string[][]) =>
            (bom ? '\ufeff' : '') + Papa.unparse(table, { delimiter, newline, quotes: true });
          const csv = write([headerRow, ...rows]);
          // Small chunks put chunk boundaries inside rows and quoted cells. papaparse
          // guesses the line ending and delimiter from the first chunk's first rows, so
          // that chunk holds a dozen whole rows (a real chunk is 1 MB).
          const chunkSize = write([headerRow, ...rows.slice(0, 12)]).length + 2 + extraChunk;
          runs++;
          if (csv.length > chunkSize) inPieces++;
          const { table } = await readInput(
            { text: csv, name: 'a.csv' },
            () => undefined,
            chunkSize,
          );
          expect(table.meta.format).toBe('csv');
          expect(table.meta.delimiter).toBe(delimiter);
          expect(table.headers).toEqual(header.map(([name]) => name.trim()));
          // Rows with nothing but white space are blank lines to a reader, and are skipped.
          expect(table.rows).toEqual(rows.filter((r) => r.join('').trim() !== ''));
        },
      ),
    );
    // Reading in pieces is what a big file does: it must come up often.
    expect(inPieces).toBeGreaterThan(runs / 4);
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
