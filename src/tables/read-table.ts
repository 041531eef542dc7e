// A file or pasted text -> a table, for pages other than the import that take tables
// (Many affiliates, the directory): the reading the import's worker does too (encodings,
// spreadsheets, JSON, CSV of any delimiter), run on the calling thread; such tables are small.
import { readInput, type Table } from './parse-input';

export type { Table };

export async function readTable(input: { file: File } | { text: string }): Promise<Table> {
  const source =
    'file' in input
      ? { bytes: new Uint8Array(await input.file.arrayBuffer()), name: input.file.name }
      : { text: input.text, name: 'pasted text' };
  return (await readInput(source, () => undefined)).table;
}
