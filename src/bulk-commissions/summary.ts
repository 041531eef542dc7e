// The one sentence that says what a bulk change does, for the review and the
// confirmation: "38 affiliates: 30 amount 10 % → 15 %, 8 first set from here".
import type { ReviewRow } from './review-rows';

export interface Summary {
  /** Rows that will be sent. */
  count: number;
  sentence: string;
  unchanged: number;
  problems: number;
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString()} ${n === 1 ? one : many}`;

export function summarise(rows: readonly ReviewRow[], includeUnchanged: boolean): Summary {
  const groups = new Map<string, number>();
  let count = 0;
  let unchanged = 0;
  let problems = 0;
  for (const r of rows) {
    if (r.kind === 'problem') problems++;
    if (r.kind === 'unchanged') unchanged++;
    if (r.kind === 'problem' || (r.kind === 'unchanged' && !includeUnchanged)) continue;
    count++;
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
  };
}

/** "2 unchanged (skipped), 1 with problems (never sent)" — what the summary leaves out. */
export function leftOut(s: Summary, includeUnchanged: boolean): string {
  const parts: string[] = [];
  if (s.unchanged > 0 && !includeUnchanged) parts.push(`${s.unchanged} unchanged (skipped)`);
  if (s.problems > 0) parts.push(`${s.problems} with problems (never sent)`);
  return parts.join(', ');
}
