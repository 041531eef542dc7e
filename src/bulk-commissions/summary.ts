// The one sentence that says what a bulk change does, for the review and the
// confirmation: "38 affiliates: 30 amount 10 % → 15 %, 8 first set from here".
import type { ReviewRow } from './review-rows';

export interface Summary {
  /** Rows that will be sent. */
  count: number;
  sentence: string;
  unchanged: number;
  problems: number;
  /** Rows sent whose settings before are known (last set from this console): an undo can put them back. */
  undoable: number;
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString()} ${n === 1 ? one : many}`;

export function summarise(rows: readonly ReviewRow[], includeUnchanged: boolean): Summary {
  const groups = new Map<string, number>();
  let count = 0;
  let unchanged = 0;
  let problems = 0;
  let undoable = 0;
  for (const r of rows) {
    if (r.kind === 'problem') problems++;
    if (r.kind === 'unchanged') unchanged++;
    if (r.kind === 'problem' || (r.kind === 'unchanged' && !includeUnchanged)) continue;
    count++;
    if (r.before) undoable++;
    const text =
      r.kind === 'first'
        ? 'first set from here'
        : r.kind === 'unchanged'
          ? 'unchanged, sent again'
          : r.changes.join(' and ');
    groups.set(text, (groups.get(text) ?? 0) + 1);
  }
  const parts = [...groups]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([text, n]) => `${n.toLocaleString()} ${text}`);
  const head = plural(count, 'affiliate', 'affiliates');
  return {
    count,
    sentence: parts.length > 0 ? `${head}: ${parts.join(', ')}` : `${head} to change`,
    unchanged,
    problems,
    undoable,
  };
}

const NOTHING_BEFORE =
  'their settings were never set from this console, so there is nothing known to go back to';

/** What "Undo this change" will be able to do, said before anything is sent. */
export function undoSentence(s: Summary): string {
  if (s.count === 0) return '';
  if (s.undoable === s.count)
    return `Undo: all ${plural(s.count, 'affiliate', 'affiliates')} can be put back afterwards (their settings before are known).`;
  if (s.undoable === 0)
    return `Undo: none of the ${plural(s.count, 'affiliate', 'affiliates')} can be put back afterwards: ${NOTHING_BEFORE}.`;
  return `Undo: ${s.undoable.toLocaleString()} of ${plural(s.count, 'affiliate', 'affiliates')} can be put back afterwards; ${(s.count - s.undoable).toLocaleString()} cannot: ${NOTHING_BEFORE}.`;
}

/** "2 unchanged (skipped), 1 with problems (never sent)" — what the summary leaves out. */
export function leftOut(s: Summary, includeUnchanged: boolean): string {
  const parts: string[] = [];
  if (s.unchanged > 0 && !includeUnchanged) parts.push(`${s.unchanged} unchanged (skipped)`);
  if (s.problems > 0) parts.push(`${s.problems} with problems (never sent)`);
  return parts.join(', ');
}
