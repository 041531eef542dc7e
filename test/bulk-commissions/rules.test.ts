// The rules of a bulk change: list parsing, cells -> settings, change detection
// and the summary sentence.
import { describe, expect, it } from 'vitest';
import { parseIdList } from '../../src/bulk-commissions/parse-id-list';
import { reviewRows, rowsToSend, type BulkInput } from '../../src/bulk-commissions/review-rows';
import { readApply, readType } from '../../src/bulk-commissions/settings-cells';
import { leftOut, summarise } from '../../src/bulk-commissions/summary';
import { DEMO_COMMISSION_TYPES } from '../../src/commissions/commission-types';
import type { CommissionSettings } from '../../src/api/contract';

const types = DEMO_COMMISSION_TYPES;
const pct = (amount: number, applyIndividual = false): CommissionSettings => ({
  type: 0,
  applyIndividual,
  amount,
});
const input = (line: number, id: string, amount: string, type = '0', apply = 'no'): BulkInput => ({
  line,
  id,
  type,
  apply,
  amount,
});

describe('parseIdList', () => {
  it('takes IDs one per line, or separated by commas, semicolons, tabs or spaces', () => {
    expect(parseIdList('aff-1\naff-2, aff-3;aff-4\taff-5 aff-6\r\naff-7\n').ids).toEqual([
      'aff-1',
      'aff-2',
      'aff-3',
      'aff-4',
      'aff-5',
      'aff-6',
      'aff-7',
    ]);
  });

  it('drops repeats and blanks and counts each', () => {
    expect(parseIdList('aff-1\n\naff-2\naff-1\n  \naff-2,,aff-3\n')).toEqual({
      ids: ['aff-1', 'aff-2', 'aff-3'],
      duplicates: 2,
      blanks: 3,
    });
  });

  it('counts nothing in an empty box, nor the line break after the last ID', () => {
    expect(parseIdList('')).toEqual({ ids: [], duplicates: 0, blanks: 0 });
    expect(parseIdList('aff-1\n')).toEqual({ ids: ['aff-1'], duplicates: 0, blanks: 0 });
  });
});

describe('type labels and yes/no cells', () => {
  it('reads integers, the connection’s labels in any case, and the form’s “0 · Percentage”', () => {
    expect(readType('2', types)).toEqual({ ok: true, value: 2 });
    expect(readType('Percentage', types)).toEqual({ ok: true, value: 0 });
    expect(readType(' fixed AMOUNT ', types)).toEqual({ ok: true, value: 1 });
    expect(readType('1 · Fixed amount', types)).toEqual({ ok: true, value: 1 });
  });

  it('refuses an unknown label, a decimal and a label whose number disagrees', () => {
    for (const raw of ['Percent', '1.5', '0 · Fixed amount', ''])
      expect(readType(raw, types).ok, raw).toBe(false);
    const unknown = readType('Percent', types);
    expect(!unknown.ok && unknown.problem).toContain('Percentage = 0');
    // Another connection has no labels: only numbers.
    expect(readType('Percentage', []).ok).toBe(false);
  });

  it('reads yes/no/true/false/1/0 and nothing else', () => {
    for (const raw of ['yes', 'TRUE', '1', 'Y'])
      expect(readApply(raw)).toEqual({ ok: true, value: true });
    for (const raw of ['no', 'False', '0', 'n'])
      expect(readApply(raw)).toEqual({ ok: true, value: false });
    for (const raw of ['', 'maybe', '2']) expect(readApply(raw).ok).toBe(false);
  });
});

describe('reviewRows: change detection', () => {
  const last: Record<string, CommissionSettings> = {
    'aff-1': pct(10),
    'aff-2': pct(15),
    'aff-3': pct(10),
  };
  const rows = reviewRows(
    [
      input(2, 'aff-1', '15'),
      input(3, 'aff-2', '15'),
      input(4, 'aff-3', '10', 'Fixed amount'),
      input(5, 'aff-9', '15'),
      input(6, 'aff-4', '-1'),
      input(7, '', '15'),
      input(8, 'aff-5', 'Infinity'),
      input(9, 'aff-6', '15', 'Bonus'),
      input(10, 'aff-1', '20'),
      input(11, 'aff-7', '1e400'),
    ],
    (id) => last[id],
    types,
  );
  const byLine = (line: number) => rows.find((r) => r.line === line);

  it('says what changes, before → after, with units', () => {
    expect(byLine(2)).toMatchObject({ kind: 'change', changes: ['amount 10 % → 15 %'] });
    expect(byLine(3)).toMatchObject({ kind: 'unchanged', changes: [] });
    expect(byLine(4)?.changes).toEqual([
      'type 0 · Percentage → 1 · Fixed amount',
      'amount 10 % → 10 (currency)',
    ]);
    expect(byLine(5)).toMatchObject({ kind: 'first' });
    expect(byLine(5)?.before).toBeUndefined();
  });

  it('marks negative, non-finite and unreadable amounts, blank IDs, unknown types and repeats as problems', () => {
    for (const line of [6, 7, 8, 9, 10, 11]) {
      expect(byLine(line)?.kind, `line ${line}`).toBe('problem');
      expect(byLine(line)?.update, `line ${line}`).toBeUndefined();
    }
    expect(byLine(6)?.problems.join()).toContain('negative');
    expect(byLine(7)?.problems.join()).toContain('affiliate ID');
    expect(byLine(9)?.problems.join()).toContain('Unknown commission type “Bonus”');
    expect(byLine(10)?.problems.join()).toContain('line 2');
  });

  it('sends changes and first settings; unchanged only when asked; problems never', () => {
    expect(rowsToSend(rows, false).map((r) => r.line)).toEqual([2, 4, 5]);
    expect(rowsToSend(rows, true).map((r) => r.line)).toEqual([2, 3, 4, 5]);
  });
});

describe('summarise', () => {
  it('groups the affiliates by what changes, most first', () => {
    const inputs = [
      // The smaller group comes first in the file; the sentence puts the larger first.
      ...Array.from({ length: 8 }, (_, i) => input(i + 40, `new-${i}`, '15')),
      ...Array.from({ length: 30 }, (_, i) => input(i + 2, `aff-${i}`, '15')),
      input(50, 'same', '10'),
      input(51, 'bad', '-5'),
    ];
    const rows = reviewRows(inputs, (id) => (id.startsWith('new-') ? undefined : pct(10)), types);
    const summary = summarise(rows, false);
    expect(summary.sentence).toBe('38 affiliates: 30 amount 10 % → 15 %, 8 first set from here');
    expect(leftOut(summary, false)).toBe('1 unchanged (skipped), 1 with problems (never sent)');
    expect(summarise(rows, true).sentence).toBe(
      '39 affiliates: 30 amount 10 % → 15 %, 8 first set from here, 1 unchanged, sent again',
    );
  });
});
