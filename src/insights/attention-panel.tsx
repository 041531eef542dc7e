// What still needs a decision: failures and unknown outcomes no later success resolved.
import { Link } from 'wouter';
import { historyHref } from './history-links';
import type { InsightsRange } from './insights-range';

interface Props {
  counts: { failed: number; unknown: number } | undefined;
  range: InsightsRange;
}

export function AttentionPanel({ counts, range }: Props) {
  const href = (result: 'failed' | 'unknown') =>
    historyHref({
      connectionId: range.connectionId,
      from: range.from,
      to: range.to,
      result,
      operation: 'order',
      unresolved: true,
    });
  return (
    <section className="card insights-panel" aria-labelledby="insights-attention">
      <h2 id="insights-attention">Needs attention</h2>
      {counts === undefined ? (
        <p aria-busy="true" className="muted">
          Counting…
        </p>
      ) : (
        <>
          <ul className="insights-figures">
            <li
              className={
                counts.unknown > 0 ? 'insights-figure insights-figure--unknown' : 'insights-figure'
              }
            >
              <Link href={href('unknown')}>
                <span className="insights-figure__n">{counts.unknown}</span> unknown outcomes
              </Link>
            </li>
            <li
              className={
                counts.failed > 0 ? 'insights-figure insights-figure--failed' : 'insights-figure'
              }
            >
              <Link href={href('failed')}>
                <span className="insights-figure__n">{counts.failed}</span> failures
              </Link>
            </li>
          </ul>
          <p className="small muted">
            Orders sent in this range with no later success for the same order ID on the same
            connection. An unknown outcome may have been recorded: look it up before sending again.
          </p>
        </>
      )}
    </section>
  );
}
