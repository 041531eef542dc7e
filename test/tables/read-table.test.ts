import { describe, expect, it } from 'vitest';
import { readInput } from '../../src/tables/parse-input';

const none = () => undefined;

describe('readInput (what the parsing worker runs)', () => {
  it('reads a CSV file in pieces, reporting progress, with the header trimmed', async () => {
    const progress: number[] = [];
    const bytes = new TextEncoder().encode('\ufeff order ;code\n"A1";"X"\n\n"A2";"Y"\n');
    const { table } = await readInput(
      { bytes, name: 'orders.csv' },
      (done) => progress.push(done),
      12,
    );
    expect(table).toMatchObject({
      headers: ['order', 'code'],
      rows: [
        ['A1', 'X'],
        ['A2', 'Y'],
      ],
      meta: { format: 'csv', delimiter: ';' },
    });
    expect(progress.length).toBeGreaterThan(1);
  });

  it('tells a JSON array and NDJSON from a CSV by their first character', async () => {
    const json = await readInput(
      { text: ' [{"orderId": "J1", "products": [{"id": "p"}]}]', name: 'a.json' },
      none,
    );
    expect(json.table).toMatchObject({ meta: { format: 'json' }, rows: [['1', 'J1', 'p']] });
    const ndjson = await readInput(
      { text: '{"orderId": "J1"}\n{"orderId": "J2"}\n', name: 'a.ndjson' },
      none,
    );
    expect(ndjson.table).toMatchObject({
      meta: { format: 'ndjson' },
      rows: [
        ['1', 'J1'],
        ['2', 'J2'],
      ],
    });
  });

  it('says so when there is nothing to read, or the JSON is broken', async () => {
    await expect(readInput({ text: ' \n\n', name: 'a.csv' }, none)).rejects.toThrow(
      'The file is empty.',
    );
    await expect(readInput({ text: '[{"a": 1}', name: 'a.json' }, none)).rejects.toThrow(
      /Not valid JSON/,
    );
  });
});
