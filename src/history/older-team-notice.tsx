// A period that starts before this browser's window (Settings › Team): its older History
// is on the team server only. Says so, and on request asks the server for every entry of
// the period, showing how far it got, or saying plainly that it could not.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { HistoryEntry } from './history-entry';
import { readOlderTeamEntries, type OlderTeamQuery } from './older-team-entries';

const day = (ms: number) => new Date(ms).toLocaleDateString();
const entries = (n: number) => `${String(n)} ${n === 1 ? 'entry' : 'entries'}`;

export function OlderTeamNotice({
  since,
  query,
  connectionIdFor,
  action,
  covers,
  onFound,
}: {
  /** The first instant this browser keeps (older-team-notice-lazy.ts shows this only before it). */
  since: number;
  query: OlderTeamQuery;
  connectionIdFor: (baseUrl: string) => string | undefined;
  /** The button: "Include older History from the team server". */
  action: string;
  /** What covers less when the server does not answer: "The statement covers". */
  covers: string;
  /** The period's entries, and accepted commission updates from just before it. */
  onFound: (entries: HistoryEntry[], settingsBefore: HistoryEntry[]) => void;
}) {
  const [sofar, setSofar] = useState(0);
  const ask = useMutation({
    mutationFn: () => {
      setSofar(0);
      return readOlderTeamEntries(query, connectionIdFor, setSofar);
    },
    onSuccess: (answer) => {
      if (answer.kind === 'found') onFound(answer.entries, answer.settingsBefore);
    },
  });
  const answer = ask.data;
  return (
    <div className="older-team-notice">
      <p>
        This period starts before {day(since)}; older History is on the team server.{' '}
        <button
          type="button"
          className="button"
          disabled={ask.isPending || answer?.kind === 'found'}
          onClick={() => {
            ask.mutate();
          }}
        >
          {action}
        </button>
      </p>
      {ask.isPending && (
        <p role="status" aria-busy="true">
          Asking the team server: {entries(sofar)} so far
        </p>
      )}
      {answer?.kind === 'unreachable' && (
        <p role="alert" className="field__error">
          {covers} only from {day(answer.since)}: {answer.reason}. Try again when the team server
          answers.
        </p>
      )}
      {answer?.kind === 'found' && (
        <p role="status">
          Found {entries(answer.entries.length)} older than {day(answer.since)} on the team server;
          those on the chosen connection are counted here.
        </p>
      )}
    </div>
  );
}
