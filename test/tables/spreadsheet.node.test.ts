import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { isSpreadsheet, readWorkbook } from '../../src/tables/spreadsheet';

// Sheets carry no zone: a date cell must read the same wherever the importer is.
process.env.TZ = 'America/Los_Angeles';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../fixtures/exports/${name}`, import.meta.url)));

const PAYOUTS = {
  headers: ['Paid on', 'Amount', 'Batch', 'Note', 'Settled'],
  rows: [
    ['2025-10-31T09:14:52', '1234.5', '45678', 'October – Müller', 'TRUE'],
    ['2025-11-30T08:00:31', '98.76', '45679', 'November', 'FALSE'],
  ],
};

describe('spreadsheets', () => {
  it('reads the XLSX fixture: the Shopify CSV rows, cell for cell, numbers as stored', async () => {
    const bytes = fixture('shopify-orders.xlsx');
    expect(isSpreadsheet(bytes, 'export')).toBe(true);
    const book = await readWorkbook(bytes);
    expect(book.format).toBe('xlsx');
    expect(book.sheets).toEqual(['Orders', 'Payouts']);
    expect(book.firstFilled).toBe('Orders');

    const [header, ...csvRows] = Papa.parse<string[]>(
      readFileSync(new URL('../fixtures/exports/shopify-orders.csv', import.meta.url), 'utf8'),
      { skipEmptyLines: 'greedy' },
    ).data;
    const orders = book.table('Orders');
    expect(orders.headers).toEqual(header);
    expect(orders.rows).toHaveLength(csvRows.length);
    // Shown as 34.90 (cell format 0.00), stored as 34.9: the stored number goes on.
    const price = orders.headers.indexOf('Lineitem price');
    expect(orders.rows[0]?.[price]).toBe('34.9');
    orders.rows.forEach((row, r) => {
      row.forEach((cell, c) => {
        const text = csvRows[r]?.[c] ?? '';
        if (/^-?\d+(\.\d+)?$/.test(text)) expect(Number(cell)).toBe(Number(text));
        else expect(cell).toBe(text);
      });
    });
  });

  it('reads date cells as zone-less ISO text and keeps plain numbers as numbers', async () => {
    const book = await readWorkbook(fixture('shopify-orders.xlsx'));
    expect(book.table('Payouts')).toEqual(PAYOUTS);
  });

  it.each([
    ['ods', 'ods', 'payouts.ods'],
    ['biff8', 'xls', 'payouts.xls'],
  ] as const)('reads the same cells saved as %s', async (bookType, format, name) => {
    const sheet = XLSX.utils.aoa_to_sheet(
      [
        PAYOUTS.headers,
        [new Date(Date.UTC(2025, 9, 31, 9, 14, 52)), 1234.5, 45678, 'October – Müller', true],
        [new Date(Date.UTC(2025, 10, 30, 8, 0, 31)), 98.76, 45679, 'November', false],
      ],
      // SheetJS's ODS writer knows no spaces in date formats; the stored date-time is whole.
      { cellDates: true, UTC: true, dateNF: 'm/d/yy' },
    );
    const book = { SheetNames: ['Payouts'], Sheets: { Payouts: sheet } };
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer);
    expect(isSpreadsheet(bytes, name)).toBe(true);
    expect(isSpreadsheet(bytes, 'no-extension')).toBe(true);
    const read = await readWorkbook(bytes);
    expect(read.format).toBe(format);
    expect(read.table('Payouts')).toEqual(PAYOUTS);
  });

  it('drops empty rows and trailing empty columns, and starts on the first sheet with data', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([]), 'Cover');
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([[' Order ', 'Total', ''], [], ['A-1', 5, ''], ['A-2', '', ' ']]),
      'Data',
    );
    const bytes = new Uint8Array(
      XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer,
    );
    const read = await readWorkbook(bytes);
    expect(read.firstFilled).toBe('Data');
    expect(read.table('Cover')).toEqual({ headers: [], rows: [] });
    expect(read.table('Data')).toEqual({
      headers: ['Order', 'Total'],
      rows: [
        ['A-1', '5'],
        ['A-2', ''],
      ],
    });
  });

  it('tells text files from spreadsheets', () => {
    const text = new TextEncoder().encode('Name,Total\n#1,5\n');
    expect(isSpreadsheet(text, 'orders.csv')).toBe(false);
    expect(isSpreadsheet(text, 'orders.json')).toBe(false);
    expect(isSpreadsheet(text, 'Orders.XLS')).toBe(true);
  });
});
