// XLSX, XLS and ODS -> header + rows of text. SheetJS (@e965/xlsx, a republish of
// SheetJS 0.20.3 with the advisories of the registry's xlsx 0.18.5 fixed) is ~120 KB
// gzip, so it is imported only here, only when a spreadsheet is read (in the worker).
import type { CellObject, WorkBook, WorkSheet } from '@e965/xlsx';

export type SheetFormat = 'xlsx' | 'xls' | 'ods';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((b, i) => bytes[i] === b);

/** True for XLSX, XLS and ODS files, by their first bytes (ZIP or OLE), then their name. */
export function isSpreadsheet(bytes: Uint8Array, name: string): boolean {
  if (startsWith(bytes, ZIP) || startsWith(bytes, CFB)) return true;
  // Exports named .xls are often HTML or "XML Spreadsheet 2003": SheetJS reads those too.
  return /\.(xlsx|xlsm|xls|ods)$/i.test(name);
}

interface SheetTable {
  headers: string[];
  rows: string[][];
}

export interface Workbook {
  format: SheetFormat;
  /** Sheet names in the workbook's order. */
  sheets: string[];
  /** The first sheet that holds anything: the one to show first. */
  firstFilled: string;
  table(sheet: string): SheetTable;
}

const ERRORS: Record<number, string> = {
  0x00: '#NULL!',
  0x07: '#DIV/0!',
  0x0f: '#VALUE!',
  0x17: '#REF!',
  0x1d: '#NAME?',
  0x24: '#NUM!',
  0x2a: '#N/A',
};

/** 2025-10-06T09:14:52: the wall-clock time the sheet shows, with no zone (sheets carry none). */
function dateText(d: Date): string {
  const ms = d.getTime();
  // Serial numbers are fractions of a day: 09:14:52 comes back as 09:14:51.999.
  return Number.isNaN(ms) ? '' : new Date(Math.round(ms / 1000) * 1000).toISOString().slice(0, 19);
}

/** The stored number, not its display ("1234.5", not "1,234.50"), to Excel's 15 digits. */
const numberText = (n: number) =>
  Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(15)));

function cellText(cell: CellObject | undefined): string {
  const v = cell?.v;
  switch (cell?.t) {
    case 'n':
      return typeof v === 'number' ? numberText(v) : '';
    case 'd':
      return v instanceof Date ? dateText(v) : typeof v === 'string' ? v : '';
    case 'b':
      return v ? 'TRUE' : 'FALSE';
    case 's':
      return typeof v === 'string' ? v : '';
    case 'e':
      return typeof v === 'number' ? (ERRORS[v] ?? '#ERROR') : '#ERROR';
    default:
      return '';
  }
}

/** Rows of a dense sheet as text; empty rows are dropped, the first row is the header. */
function sheetTable(sheet: WorkSheet | undefined): SheetTable {
  const data = (sheet?.['!data'] ?? []) as (CellObject[] | undefined)[];
  const lines: string[][] = [];
  let width = 0;
  for (const row of data) {
    const cells = Array.from(row ?? [], (cell) => cellText(cell));
    let last = cells.length;
    while (last > 0 && (cells[last - 1] ?? '').trim() === '') last--;
    if (last === 0) continue;
    width = Math.max(width, last);
    lines.push(cells);
  }
  const fit = (cells: string[]) => Array.from({ length: width }, (_, i) => cells[i] ?? '');
  const [head, ...rows] = lines.map(fit);
  return { headers: (head ?? []).map((h) => h.trim()), rows };
}

/** Reads a workbook; the spreadsheet library loads on the first call. */
export async function readWorkbook(bytes: Uint8Array): Promise<Workbook> {
  const XLSX = await import('@e965/xlsx');
  let book: WorkBook;
  try {
    book = XLSX.read(bytes, {
      type: 'array',
      dense: true,
      cellDates: true,
      UTC: true,
      cellFormula: false,
      cellHTML: false,
      cellNF: false,
      cellText: false,
    });
  } catch (e) {
    // A zip that is no workbook, a password-protected file…
    throw new Error(
      `This file could not be read as a spreadsheet: ${e instanceof Error ? e.message : String(e)}`,
      { cause: e },
    );
  }
  const tables = new Map<string, SheetTable>();
  const table = (name: string) => {
    const known = tables.get(name);
    if (known) return known;
    const t = sheetTable(book.Sheets[name]);
    tables.set(name, t);
    return t;
  };
  const sheets = book.SheetNames;
  const type = book.bookType ?? 'xls';
  return {
    format: type === 'ods' ? 'ods' : type.startsWith('xlsx') || type === 'xlsm' ? 'xlsx' : 'xls',
    sheets,
    firstFilled: sheets.find((name) => table(name).headers.length > 0) ?? sheets[0] ?? '',
    table,
  };
}
