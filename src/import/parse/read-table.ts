// A file or pasted text -> a table: a header and rows of text cells. CSV (any
// delimiter papaparse detects), a JSON array or NDJSON. Pure, so the tests read
// with the very code the parsing worker runs; the worker only adds messages.
import Papa from 'papaparse';
import { BINARY_FILE, looksBinary, SNIFF_BYTES } from './binary';
import { jsonToRows, parseJsonText } from './json-rows';

export interface Table {
  headers: string[];
  rows: string[][];
  format: 'csv' | 'json' | 'ndjson';
  delimiter?: string;
}

export interface ReadOptions {
  /** Called as a CSV is read: characters (or bytes of a file) done, of total. */
  onProgress?: (done: number, total: number) => void;
  /** A CSV is read in pieces of this size, so a big file never sits in memory twice. */
  chunkSize?: number;
}

const BOM = /^\ufeff/;

function readCsv(input: File | string, { onProgress, chunkSize = 1024 * 1024 }: ReadOptions) {
  const total = typeof input === 'string' ? input.length : input.size;
  return new Promise<Table>((resolve, reject) => {
    let headers: string[] | undefined;
    const rows: string[][] = [];
    let delimiter = ',';
    Papa.parse<string[]>(input, {
      skipEmptyLines: 'greedy',
      chunkSize,
      chunk(results) {
        delimiter = results.meta.delimiter;
        let data = results.data;
        if (!headers && data.length > 0) {
          // A byte-order mark would stick to the first header's name.
          headers = (data[0] ?? []).map((h, i) => (i === 0 ? h.replace(BOM, '') : h).trim());
          data = data.slice(1);
        }
        for (const row of data) rows.push(row);
        onProgress?.(results.meta.cursor, total);
      },
      complete: () => {
        if (!headers) reject(new Error('The file is empty.'));
        else resolve({ headers, rows, format: 'csv', delimiter });
      },
      error: (error: Error) => {
        reject(error);
      },
    });
  });
}

export async function readTable(
  input: { file?: File; text?: string },
  options: ReadOptions = {},
): Promise<Table> {
  const { file, text } = input;
  const head = file
    ? new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
    : new TextEncoder().encode((text ?? '').slice(0, SNIFF_BYTES));
  if (looksBinary(head)) throw new Error(BINARY_FILE);
  const start = (text ?? (file ? await file.slice(0, 64).text() : ''))
    .replace(BOM, '')
    .trimStart()[0];
  if (start === '[' || start === '{') {
    const parsed = parseJsonText((text ?? (await file?.text()) ?? '').replace(BOM, ''));
    if (!parsed.ok) throw new Error(parsed.error);
    return { ...jsonToRows(parsed.objects), format: start === '[' ? 'json' : 'ndjson' };
  }
  return readCsv(file ?? text ?? '', options);
}
