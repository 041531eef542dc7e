// Each affiliate of a bulk change, checked and compared with the settings this
// console last sent it: a change, a first setting, no change, or a problem
// (never sent). The single form's rules (toCommissionUpdate) decide what is valid.
import type { CommissionSettings, CommissionUpdate } from '../api/contract';
import { toCommissionUpdate, type CommissionTypeLabel } from '../commissions';
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
}

export type RowKind = 'change' | 'first' | 'unchanged' | 'problem';

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
): { problems: string[]; update: CommissionUpdate | undefined } {
  if (input.problem) return { problems: [input.problem], update: undefined };
  const problems: string[] = [];
  const type = readType(input.type, types);
  const apply = readApply(input.apply);
  const amount = readAmount(input.amount);
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
): ReviewRow[] {
  const firstLine = new Map<string, number>();
  return inputs.map((input) => {
    const id = input.id.trim();
    const { problems, update } = checkInput(input, types);
    const earlier = id === '' ? undefined : firstLine.get(id);
    if (earlier !== undefined) problems.push(`Listed again: line ${earlier} already sets ${id}.`);
    else if (id !== '') firstLine.set(id, input.line);
    const before = id === '' ? undefined : lastSet(id);
    const base = { line: input.line, id, ...(before ? { before } : {}) };
    if (problems.length > 0 || !update) return { ...base, kind: 'problem', problems, changes: [] };
    const after = update.commissions;
    if (!before)
      return {
        ...base,
        kind: 'first',
        update,
        problems,
        changes: [`first set from here: ${describeSettings(after, types)}`],
      };
    const changes = settingChanges(before, after, types);
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
