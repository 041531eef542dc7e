// The loading step of "Open as new": reads the entry, lets the form turn it
// into its draft, then opens the form. History never learns what a form holds.
import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import type { HistoryEntry } from './history-entry';
import { useHistoryEntry } from './queries';

/** A form's answer to an entry: how to write its draft, or why it cannot. */
export type Reopened = { ok: true; saveDraft: () => void } | { ok: false; problem: string };

export function ReopenEntry({
  id,
  formPath,
  toDraft,
}: {
  id: number;
  /** Where the form lives; opened (without ?reopen) once the draft is written. */
  formPath: string;
  /** Pure: checks the entry and returns how to write the form's draft. */
  toDraft: (entry: HistoryEntry) => Reopened;
}) {
  const { data: entry, isPending, error } = useHistoryEntry(id);
  const [, navigate] = useLocation();
  const result = useMemo((): Reopened | undefined => {
    if (isPending) return undefined;
    if (error) return { ok: false, problem: `History could not be read: ${error.message}` };
    if (!entry)
      return {
        ok: false,
        problem: 'This History entry no longer exists (cleared or past the retention limit).',
      };
    return toDraft(entry);
  }, [entry, error, isPending, toDraft]);
  useEffect(() => {
    if (!result?.ok) return;
    result.saveDraft();
    navigate(formPath, { replace: true });
  }, [result, formPath, navigate]);
  if (!result || result.ok) return <p aria-busy="true">Opening the entry from History…</p>;
  return (
    <div role="alert" className="notice">
      <p>{result.problem}</p>
      <Link href={formPath} className="button button--small">
        Start an empty form
      </Link>
    </div>
  );
}
