// Each affiliate of a bulk change, checked and compared with the settings this
// console last sent it: a change, a first setting, no change, or a problem
// (never sent). The single form's rules (toCommissionUpdate) decide what is valid.
import type { CommissionSettings, CommissionUpdate } from '../api/contract';
import { toCommissionUpdate, type CommissionTypeLabel } from '../commissions';
import type { DecimalSign } from '../lib/parse-decimal';
import { describeSettings, settingChanges } from './describe';
import { readAmount, readApply, readType } from './settings-cells';

/** One affiliate as read: its line in the file or list, and its settings as text. */
export interface BulkInput {
  line: number;
  id: string;
  type: string;
  apply: string;
  amount: string;
  /** Known before any check (an undo for an affiliate whose earlier settings are unknown). */
  problem?: string;
  /** Type and apply-individually stay as last set from this console (a sheet of amounts only). */
  keep?: { type?: boolean; apply?: boolean };
}

/** The settings an input keeps from the last set, filled in; a problem when there is none. */
function withKept(input: BulkInput, before: CommissionSettings | undefined): BulkInput {
  const keep = input.keep;
  if (!keep?.type && !keep?.apply) return input;
  if (!before)
    return {
      ...input,
      problem:
        input.problem ??
        `${input.id.trim() || 'This affiliate'} was not set from this console before, so there is no type or apply-individually to keep: choose them for all rows, or give the file those columns.`,
    };
  return {
    ...input,
    ...(keep.type ? { type: String(before.type) } : {}),
    ...(keep.apply ? { apply: before.applyIndividual ? 'yes' : 'no' } : {}),
  };
}

type RowKind = 'change' | 'first' | 'unchanged' | 'problem';

export interface ReviewRow {
  line: number;
  id: string;
  kind: RowKind;
  /** The settings this console last sent, if any. */
  before?: CommissionSettings;
  /** The PATCH body, for rows without problems. */
  update?: CommissionUpdate;
  problems: string[];
  /** What changes, in words ("amount 10 % → 15 %"). */
  changes: string[];
}

function checkInput(
  input: BulkInput,
  types: readonly CommissionTypeLabel[],
  sign: DecimalSign | undefined,
): { problems: string[]; update: CommissionUpdate | undefined } {
  if (input.problem) return { problems: [input.problem], update: undefined };
  const problems: string[] = [];
  const type = readType(input.type, types);
  const apply = readApply(input.apply);
  const amount = readAmount(input.amount, sign);
  for (const r of [type, apply, amount]) if (!r.ok) problems.push(r.problem);
  const built = toCommissionUpdate({
    id: input.id,
    ...(type.ok ? { type: type.value } : {}),
    ...(apply.ok ? { applyIndividual: apply.value } : {}),
    ...(amount.ok ? { amount: amount.value } : {}),
  });
  if (!built.ok) {
    // Settings already reported above are not said twice.
    if (built.errors.id) problems.unshift(built.errors.id);
    if (amount.ok && built.errors.amount) problems.push(built.errors.amount);
    if (type.ok && built.errors.type) problems.push(built.errors.type);
  }
  return { problems, update: built.ok && problems.length === 0 ? built.value : undefined };
}

export function reviewRows(
  inputs: readonly BulkInput[],
  lastSet: (affiliateId: string) => CommissionSettings | undefined,
  types: readonly CommissionTypeLabel[],
  /** The decimal sign of the file the amounts came from; else the person's. */
  sign?: DecimalSign,
): ReviewRow[] {
  const firstLine = new Map<string, number>();
  return inputs.map((input) => {
    const id = input.id.trim();
    const before = id === '' ? undefined : lastSet(id);
    const { problems, update } = checkInput(withKept(input, before), types, sign);
    const earlier = id === '' ? undefined : firstLine.get(id);
    if (earlier !== undefined) problems.push(`Listed again: line ${earlier} already sets ${id}.`);
    else if (id !== '') firstLine.set(id, input.line);
    const base = { line: input.line, id, ...(before ? { before } : {}) };
    if (problems.length > 0 || !update) return { ...base, kind: 'problem', problems, changes: [] };
    const after = update.commissions;
    if (!before)
      return {
        ...base,
        kind: 'first',
        update,
        problems,
        changes: [`first set from here: ${describeSettings(after, types, sign)}`],
      };
    const changes = settingChanges(before, after, types, sign);
    return {
      ...base,
      kind: changes.length > 0 ? 'change' : 'unchanged',
      update,
      problems,
      changes,
    };
  });
}

/** What is sent: changes and first settings, and unchanged rows only when asked. */
export const rowsToSend = (rows: readonly ReviewRow[], includeUnchanged: boolean) =>
  rows.filter(
    (r) =>
      r.update !== undefined &&
      (r.kind === 'change' || r.kind === 'first' || (includeUnchanged && r.kind === 'unchanged')),
  );
