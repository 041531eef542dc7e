// Spreadsheet dates carry no zone: an Excel day number (a date cell, or a plain number in a
// date column) is read in the import's source time zone, never the machine's; a header that
// says UTC means UTC. Run through the worker's own session, from XLSX bytes.
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import type { BuildSettings } from '../../src/import/pipeline/rows-to-orders';
import type { Mapping } from '../../src/import/pipeline/fields';
import { createImportSession } from '../../src/import/pipeline/import-session';

const utc = (y: number, mo: number, d: number, h = 0, mi = 0) => Date.UTC(y, mo - 1, d, h, mi);
// 45839.4375: 2025-07-01 10:30; 45672.75: 2025-01-15 18:00 (days from 1899-12-30).
const SERIALS = [45839.4375, 45672.75];

function workbook(dateHeader: string, dateCells: boolean): File {
  const rows = SERIALS.map((s, i) => [
    `O${i + 1}`,
    'ALICE10',
    dateCells ? { t: 'n', v: s, z: 'yyyy-mm-dd hh:mm' } : s,
    20,
  ]);
  const sheet = XLSX.utils.aoa_to_sheet([['Order', 'Code', dateHeader, 'Subtotal'], ...rows]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Orders');
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([bytes], 'orders.xlsx');
}

async function timestamps(file: File, dateHeader: string, settings: BuildSettings) {
  const mapping: Mapping = {
    orderId: { kind: 'column', column: 'Order' },
    referralCode: { kind: 'column', column: 'Code' },
    timestamp: { kind: 'column', column: dateHeader },
    'product.subTotal': { kind: 'column', column: 'Subtotal' },
  };
  const session = createImportSession();
  await session.parse({ file, name: file.name });
  const built = await session.build(mapping, [], settings);
  const id = await session.startSend();
  const batch = await session.nextBatch(id);
  return { summary: built.summary, times: batch.orders.map((o) => o.order?.timestamp) };
}

describe('Excel day numbers in the source time zone', () => {
  for (const dateCells of [true, false]) {
    const kind = dateCells ? 'date cells' : 'plain day numbers';
    it(`${kind}: read in the source zone, and a change of zone changes them`, async () => {
      const file = workbook('Paid on', dateCells);
      const berlin = await timestamps(file, 'Paid on', { sourceTimeZone: 'Europe/Berlin' });
      expect(berlin.times).toEqual([utc(2025, 7, 1, 8, 30), utc(2025, 1, 15, 17)]);
      expect(berlin.summary.date?.zoneless).toBe(true);
      const la = await timestamps(file, 'Paid on', { sourceTimeZone: 'America/Los_Angeles' });
      expect(la.times).toEqual([utc(2025, 7, 1, 17, 30), utc(2025, 1, 16, 2)]);
    });
  }

  it('a header that says UTC means UTC, whatever the source zone', async () => {
    const file = workbook('Paid on (UTC)', true);
    const { times, summary } = await timestamps(file, 'Paid on (UTC)', {
      sourceTimeZone: 'Asia/Tokyo',
    });
    expect(times).toEqual([utc(2025, 7, 1, 10, 30), utc(2025, 1, 15, 18)]);
    expect(summary.date?.utcHeader).toBe(true);
  });
});
