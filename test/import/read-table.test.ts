import { describe, expect, it } from 'vitest';
import { readTable } from '../../src/import/parse/read-table';

describe('readTable (what the parsing worker runs)', () => {
  it('reads a CSV file in pieces, reporting progress, with the header trimmed', async () => {
    const progress: number[] = [];
    const file = new File(['\ufeff order ;code\n"A1";"X"\n\n"A2";"Y"\n'], 'orders.csv');
    const table = await readTable(
      { file },
      { chunkSize: 12, onProgress: (done) => progress.push(done) },
    );
    expect(table).toEqual({
      headers: ['order', 'code'],
      rows: [
        ['A1', 'X'],
        ['A2', 'Y'],
      ],
      format: 'csv',
      delimiter: ';',
    });
    expect(progress.length).toBeGreaterThan(1);
  });

  it('tells a JSON array and NDJSON from a CSV by their first character', async () => {
    const json = await readTable({ text: ' [{"orderId": "J1", "products": [{"id": "p"}]}]' });
    expect(json).toMatchObject({ format: 'json', rows: [['1', 'J1', 'p']] });
    const ndjson = await readTable({ text: '{"orderId": "J1"}\n{"orderId": "J2"}\n' });
    expect(ndjson).toMatchObject({
      format: 'ndjson',
      rows: [
        ['1', 'J1'],
        ['2', 'J2'],
      ],
    });
  });

  it('says so when there is nothing to read, or the JSON is broken', async () => {
    await expect(readTable({ text: ' \n\n' })).rejects.toThrow('The file is empty.');
    await expect(readTable({ text: '[{"a": 1}' })).rejects.toThrow(/Not valid JSON/);
  });
});
