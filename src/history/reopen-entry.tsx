// The loading step of "Open as new": reads the entry, lets the form turn it
// into its draft, then opens the form. An unsent draft is never replaced
// without asking. History never learns what a form holds.
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { HistoryEntry } from './history-entry';
import { useHistoryEntry } from './queries';

/** A form's answer to an entry: how to write its draft, or why it cannot. */
export type Reopened = { ok: true; saveDraft: () => void } | { ok: false; problem: string };

export function ReopenEntry({
  id,
  formPath,
  toDraft,
  unsentDraftAt,
}: {
  id: number;
  /** Where the form lives; opened (without ?reopen) once the draft is written. */
  formPath: string;
  /** Pure: checks the entry and returns how to write the form's draft. */
  toDraft: (entry: HistoryEntry) => Reopened;
  /** When the form holds an unsent draft, when it was saved. */
  unsentDraftAt: number | undefined;
}) {
  const { data: entry, isPending, error } = useHistoryEntry(id);
  const [, navigate] = useLocation();
  const [choice, setChoice] = useState<'replace' | undefined>();
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
  const mustAsk = unsentDraftAt !== undefined && choice === undefined;
  useEffect(() => {
    if (!result?.ok || mustAsk) return;
    result.saveDraft();
    navigate(formPath, { replace: true });
  }, [result, mustAsk, formPath, navigate]);

  if (result && !result.ok)
    return (
      <div role="alert" className="notice">
        <p>{result.problem}</p>
        <Link href={formPath} className="button button--small">
          Start an empty form
        </Link>
      </div>
    );
  if (result && mustAsk)
    return (
      <section className="card" aria-labelledby="reopen-title">
        <h1 id="reopen-title">Replace your unsent draft?</h1>
        <p>
          The form holds a draft you have not sent (saved {new Date(unsentDraftAt).toLocaleString()}
          ). Opening this History entry replaces it.
        </p>
        <div className="row-actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setChoice('replace');
            }}
          >
            Replace draft
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              navigate(formPath, { replace: true });
            }}
          >
            Keep my draft
          </button>
        </div>
      </section>
    );
  return <p aria-busy="true">Opening the entry from History…</p>;
}
