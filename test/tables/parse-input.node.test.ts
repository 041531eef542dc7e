import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readInput, sheetToTable } from '../../src/tables/parse-input';

const bytes = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../fixtures/exports/${name}`, import.meta.url)));
const column = (t: { headers: string[]; rows: string[][] }, name: string) =>
  t.rows.map((r) => r[t.headers.indexOf(name)]);
const noProgress = () => undefined;

describe('readInput', () => {
  it('reads the Windows-1252 export with its product names intact and says how', async () => {
    const { table } = await readInput(
      { bytes: bytes('windows-1252.csv'), name: 'windows-1252.csv' },
      noProgress,
    );
    expect(table.meta).toMatchObject({
      format: 'csv',
      delimiter: ',',
      encoding: {
        name: 'windows-1252',
        note: 'Read as Windows-1252 (the file is not valid UTF-8).',
      },
    });
    expect(column(table, 'Lineitem name')).toEqual([
      'Women’s Hoodie - Oat / S',
      'Crème brûlée Candle',
      'Café au lait Mug',
    ]);
    expect(column(table, 'Billing Name')[0]).toBe('Zoë Müller');
  });

  it('reads the file again in the encoding a person chose', async () => {
    const { table } = await readInput(
      { bytes: bytes('windows-1252.csv'), name: 'windows-1252.csv', encoding: 'utf-8' },
      noProgress,
    );
    expect(table.meta.encoding).toMatchObject({ name: 'utf-8', detected: false });
    expect(column(table, 'Lineitem name')[0]).toBe('Women\ufffds Hoodie - Oat / S');
  });

  it('reads a UTF-16 file (NUL bytes and all) as text', async () => {
    const text = 'Name,Lineitem name\r\n#1,Crème brûlée Candle\r\n';
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(text, 'utf16le'))]);
    const { table } = await readInput({ bytes: utf16, name: 'unicode.txt' }, noProgress);
    expect(table.meta.encoding?.name).toBe('utf-16le');
    expect(table.rows).toEqual([['#1', 'Crème brûlée Candle']]);
  });

  it('reads the XLSX fixture: sheets listed, the first read, another on request', async () => {
    const { table, workbook } = await readInput(
      { bytes: bytes('shopify-orders.xlsx'), name: 'orders.xlsx' },
      noProgress,
    );
    expect(table.meta).toEqual({ format: 'xlsx', sheets: ['Orders', 'Payouts'], sheet: 'Orders' });
    expect(table.rows).toHaveLength(18);
    expect(column(table, 'Lineitem name')[0]).toBe('Merino Beanie - Charcoal');
    if (!workbook) throw new Error('no workbook');
    const payouts = sheetToTable(workbook, 'Payouts');
    expect(payouts.meta.sheet).toBe('Payouts');
    expect(column(payouts, 'Paid on')).toEqual(['2025-10-31T09:14:52', '2025-11-30T08:00:31']);
    expect(() => sheetToTable(workbook, 'Nope')).toThrow('The workbook has no sheet named “Nope”.');
  });

  it("reads Shopify's REST JSON file, saying where the orders were", async () => {
    const { table } = await readInput(
      { bytes: bytes('shopify-orders.json'), name: 'orders.json' },
      noProgress,
    );
    expect(table.meta).toMatchObject({ format: 'json', wrapper: 'orders' });
    expect(table.meta.notImported).toContain('refunds.transactions');
    expect(table.rows).toHaveLength(8);
  });

  it('says when a zip is no workbook, and refuses pasted text with NUL bytes', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array<number>(60).fill(0)]);
    await expect(readInput({ bytes: zip, name: 'orders.zip' }, noProgress)).rejects.toThrow(
      /^This file could not be read as a spreadsheet: /,
    );
    await expect(
      readInput({ text: 'a,b\n\u0000\u0001', name: 'pasted' }, noProgress),
    ).rejects.toThrow('This file is not text');
  });

  it('reports progress through a big CSV, and refuses an empty one', async () => {
    const lines = [
      'Order,Total',
      ...Array.from({ length: 100_000 }, (_, i) => `A-${String(i)},12.50,Merino Beanie - Charcoal`),
    ];
    const text = lines.join('\n');
    const seen: number[] = [];
    const { table } = await readInput({ text, name: 'pasted' }, (done, total) => {
      expect(total).toBe(text.length);
      seen.push(done);
    });
    expect(table.rows).toHaveLength(100_000);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toBe(text.length);
    await expect(readInput({ text: '\n\n', name: 'pasted' }, noProgress)).rejects.toThrow(
      'The file is empty.',
    );
  });
});
