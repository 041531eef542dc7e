// A commission setting as text (a spreadsheet cell, or the list form's fields)
// -> the value the wire takes, or a problem in words. Nothing is guessed.
import type { CommissionTypeLabel } from '../commissions';
import { parseDecimal, type DecimalSign } from '../lib/parse-decimal';
import { askQuestion, readTypedAmount } from '../lib/read-typed-amount';

export type Read<T> = { ok: true; value: T } | { ok: false; problem: string };

const labelsOf = (types: readonly CommissionTypeLabel[]) =>
  types.length > 0 ? ` (${types.map((t) => `${t.label} = ${t.value}`).join(', ')})` : '';

/** A whole number, a label of this connection ("Percentage"), or both as the form shows them ("0 · Percentage"). */
export function readType(raw: string, types: readonly CommissionTypeLabel[]): Read<number> {
  const text = raw.trim();
  if (text === '') return { ok: false, problem: 'No commission type.' };
  if (/^[+-]?\d+$/.test(text)) {
    const value = Number(text);
    return Number.isSafeInteger(value)
      ? { ok: true, value }
      : { ok: false, problem: `Type “${text}” is too large.` };
  }
  const shown = /^([+-]?\d+)\s*·\s*(.+)$/.exec(text);
  const label = (shown?.[2] ?? text).toLowerCase();
  const found = types.find((t) => t.label.trim().toLowerCase() === label);
  if (found && (!shown || Number(shown[1]) === found.value))
    return { ok: true, value: found.value };
  return {
    ok: false,
    problem: `Unknown commission type “${text}”: use a whole number or a label of this connection${labelsOf(types)}.`,
  };
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

export function readApply(raw: string): Read<boolean> {
  const text = raw.trim().toLowerCase();
  if (YES.has(text)) return { ok: true, value: true };
  if (NO.has(text)) return { ok: true, value: false };
  return {
    ok: false,
    problem:
      text === ''
        ? 'No value for apply individually.'
        : `Apply individually “${raw.trim()}” is not yes/no, true/false or 1/0.`,
  };
}

/**
 * A decimal with either sign ("12,5"); a trailing % is allowed (percentages are often
 * written so). `sign` settles "1,234": the file's decimal sign. Without it the amount
 * was typed by the person (or the file does not show its sign): "12,500" is then not
 * read as either 12500 or 12.5 but is a problem that asks which.
 */
export function readAmount(raw: string, sign?: DecimalSign): Read<number> {
  const text = raw.trim().replace(/\s*%$/, '');
  if (text === '') return { ok: false, problem: 'No amount.' };
  if (sign === undefined) {
    const typed = readTypedAmount(text);
    if (typed.kind === 'ask')
      return {
        ok: false,
        problem: `Amount ${askQuestion(typed)} The decimal sign is not known: choose it above the table.`,
      };
  }
  const parsed = parseDecimal(text, sign);
  if (!parsed.ok) return { ok: false, problem: `Amount “${raw.trim()}”: ${parsed.error}` };
  return parsed.value === undefined
    ? { ok: false, problem: 'No amount.' }
    : { ok: true, value: parsed.value };
}
