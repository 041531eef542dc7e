// A file or pasted text -> one table (header + rows of text) and what the page
// says about it. No worker state here, so it can be tested in Node.
import Papa from 'papaparse';
import { BINARY_FILE, SNIFF_BYTES } from './binary';
import { decodeText, type EncodingName } from './encoding';
import { jsonToRows, parseJsonText } from './json-rows';
import type { TableMeta } from './table-meta';
import { isSpreadsheet, readWorkbook, type Workbook } from './spreadsheet';

export interface Table {
  headers: string[];
  rows: string[][];
  meta: TableMeta;
}

export type Input =
  | { bytes: Uint8Array; name: string; encoding?: EncodingName | undefined }
  | { text: string; name: string };

/** Called while a big CSV is parsed: characters done of the text's length. */
export type OnProgress = (done: number, total: number) => void;

/** Papa parses the text a megabyte at a time, so progress goes out while it works. */
const CSV_CHUNK = 1024 * 1024;

function parseCsv(text: string, onProgress: OnProgress, chunkSize: number): Promise<Table> {
  let headers: string[] | undefined;
  const rows: string[][] = [];
  let delimiter = ',';
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(text, {
      skipEmptyLines: 'greedy',
      chunkSize,
      chunk(results: Papa.ParseResult<string[]>) {
        delimiter = results.meta.delimiter;
        let data = results.data;
        if (!headers && data.length > 0) {
          // A byte-order mark left in pasted text would stick to the first header's name.
          headers = (data[0] ?? []).map((h, i) => (i === 0 ? h.replace(/^\ufeff/, '') : h).trim());
          data = data.slice(1);
        }
        for (const row of data) rows.push(row);
        onProgress(results.meta.cursor, text.length);
      },
      complete() {
        if (!headers || headers.length === 0) reject(new Error('The file is empty.'));
        else resolve({ headers, rows, meta: { format: 'csv', delimiter } });
      },
    });
  });
}

function parseJson(text: string): Table {
  const parsed = parseJsonText(text);
  if (!parsed.ok) throw new Error(parsed.error);
  const { headers, rows, notImported } = jsonToRows(parsed.objects);
  return {
    headers,
    rows,
    meta: {
      format: parsed.format,
      ...(parsed.wrapper === undefined ? {} : { wrapper: parsed.wrapper }),
      ...(notImported.length > 0 ? { notImported } : {}),
    },
  };
}

function parseText(text: string, onProgress: OnProgress, chunkSize: number): Promise<Table> {
  const start = text.replace(/^\ufeff/, '').trimStart()[0];
  return start === '[' || start === '{'
    ? Promise.resolve().then(() => parseJson(text))
    : parseCsv(text, onProgress, chunkSize);
}

/** One sheet of an open workbook as a table. */
export function sheetToTable(book: Workbook, sheet: string): Table {
  if (book.sheets.length === 0) throw new Error('The workbook has no sheets.');
  if (!book.sheets.includes(sheet)) throw new Error(`The workbook has no sheet named “${sheet}”.`);
  const { headers, rows } = book.table(sheet);
  return { headers, rows, meta: { format: book.format, sheets: book.sheets, sheet } };
}

/**
 * Reads pasted text, or a file's bytes: a spreadsheet (its first sheet with data;
 * the workbook comes back so another sheet can be shown without reading it again),
 * or text in the encoding it shows or the person chose; anything else with NUL bytes
 * is refused as binary.
 */
export async function readInput(
  input: Input,
  onProgress: OnProgress,
  /** Tests read in small pieces to put chunk boundaries inside rows. */
  chunkSize = CSV_CHUNK,
): Promise<{ table: Table; workbook?: Workbook }> {
  if ('text' in input) {
    if (input.text.slice(0, SNIFF_BYTES).includes('\u0000')) throw new Error(BINARY_FILE);
    return { table: await parseText(input.text, onProgress, chunkSize) };
  }
  if (isSpreadsheet(input.bytes, input.name)) {
    const workbook = await readWorkbook(input.bytes);
    return { table: sheetToTable(workbook, workbook.firstFilled), workbook };
  }
  const { text, encoding } = decodeText(input.bytes, input.encoding);
  const table = await parseText(text, onProgress, chunkSize);
  return { table: { ...table, meta: { ...table.meta, encoding } } };
}
