// The team's History older than this browser keeps (Settings → Team's window) is on the
// team server only: asked for there on request, with the page's dates and, when the search
// holds one, an order ID, referral code or affiliate ID matched whole.
import { useMutation } from '@tanstack/react-query';
import { authorLabel, findOlderHistory, windowSince, type OlderEntry } from '../team';
import type { HistoryOutcome } from './history-entry';
import { timeSpan, type HistoryFilter } from './history-filter';
import { outcomeWords } from './outcome-words';

const RESULTS = new Set<HistoryOutcome['result']>(['recorded', 'failed', 'unknown', 'pending']);
const day = (ms: number) => new Date(ms).toLocaleDateString();
const when = (ms: number) => new Date(ms).toLocaleString();

function outcomeOf(e: OlderEntry): string {
  const result = RESULTS.has(e.outcome.result as HistoryOutcome['result'])
    ? (e.outcome.result as HistoryOutcome['result'])
    : 'unknown';
  return outcomeWords({ result, status: e.outcome.status }).short;
}

export function OlderTeamHistory({ filter }: { filter: HistoryFilter }) {
  const since = windowSince();
  const search = useMutation({
    mutationFn: () => {
      const { from, to } = timeSpan(filter);
      return findOlderHistory({ from, to, id: filter.search });
    },
  });
  if (since === undefined) return null;
  // Dates wholly inside the window: everything they hold is here already.
  if (filter.from && timeSpan(filter).from >= since) return null;
  const answer = search.data;
  return (
    <section className="card" aria-labelledby="older-history-heading">
      <h2 id="older-history-heading">Older than {day(since)}: on the team server</h2>
      <p className="muted">
        This browser keeps the team’s History from {day(since)} on (Settings › Team). Older entries
        are searched on the team server, with these dates
        {filter.search.trim()
          ? ` and “${filter.search.trim()}” as a whole order ID, referral code or affiliate ID`
          : ''}
        .
      </p>
      <button
        type="button"
        className="button"
        disabled={search.isPending}
        onClick={() => {
          search.mutate();
        }}
      >
        Search older History on the team server
      </button>
      {search.isPending && <p aria-busy="true">Asking the team server…</p>}
      {answer?.kind === 'unreachable' && (
        <p role="alert" className="field__error">
          Older History could not be searched: {answer.reason}. Everything from {day(answer.since)}{' '}
          on is here; try again when the team server answers.
        </p>
      )}
      {answer?.kind === 'found' && answer.entries.length === 0 && (
        <p role="status">The team server holds no older entry for this search.</p>
      )}
      {answer?.kind === 'found' && answer.entries.length > 0 && (
        <>
          <p role="status">
            {answer.more
              ? `The newest ${String(answer.entries.length)} older entries; narrow the dates or give an order ID to find the rest.`
              : `${String(answer.entries.length)} older ${answer.entries.length === 1 ? 'entry' : 'entries'} on the team server.`}
          </p>
          <div
            className="table-scroll"
            tabIndex={0}
            role="group"
            aria-label="Older History, scrollable"
          >
            <table className="small-table older-table">
              <caption className="visually-hidden">Older History on the team server</caption>
              <thead>
                <tr>
                  <th scope="col">Sent</th>
                  <th scope="col">Order ID</th>
                  <th scope="col">Referral code</th>
                  <th scope="col">Sent by</th>
                  <th scope="col">Outcome</th>
                </tr>
              </thead>
              <tbody>
                {answer.entries.map((e) => (
                  <tr key={`${e.sentByAccount}:${String(e.startedAt)}:${e.orderId ?? ''}`}>
                    <td>{when(e.startedAt)}</td>
                    <td className="mono">{e.orderId ?? e.affiliateId ?? ''}</td>
                    <td className="mono">{e.referralCode ?? ''}</td>
                    <td>{authorLabel(e.sentBy, e.sentByAccount)}</td>
                    <td>{outcomeOf(e)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
