// What still needs a decision: failures and unknown outcomes no later success resolved,
// with what caused them and which referral codes they were sent with.
import { Link } from 'wouter';
import { historyHref } from './history-links';
import { largestFirst, type Attention } from './insight-totals';
import type { InsightsRange } from './insights-range';
import { countOf } from './money-text';

interface Props {
  counts: Attention | undefined;
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
  const causes = counts ? largestFirst(counts.causes) : [];
  const codes = counts ? largestFirst(counts.codes) : [];
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
                <span className="insights-figure__n">{counts.unknown.toLocaleString()}</span>{' '}
                {counts.unknown === 1 ? 'unknown outcome' : 'unknown outcomes'}
              </Link>
            </li>
            <li
              className={
                counts.failed > 0 ? 'insights-figure insights-figure--failed' : 'insights-figure'
              }
            >
              <Link href={href('failed')}>
                <span className="insights-figure__n">{counts.failed.toLocaleString()}</span>{' '}
                {counts.failed === 1 ? 'failure' : 'failures'}
              </Link>
            </li>
          </ul>
          {causes.length > 0 && (
            <div className="insights-breakdown">
              <h3 id="insights-attention-causes">By cause</h3>
              <ul aria-labelledby="insights-attention-causes">
                {causes.map(([cause, n]) => (
                  <li key={cause}>
                    {cause}: {countOf(n, 'order')}
                  </li>
                ))}
              </ul>
              <h3 id="insights-attention-codes">By referral code</h3>
              <ul aria-labelledby="insights-attention-codes">
                {codes.map(([code, n]) => (
                  <li key={code}>
                    <span className="mono">{code || '(none)'}</span>: {countOf(n, 'order')}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <p className="small muted">
            Orders sent in this range with no later success for the same order ID on the same
            connection. An unknown outcome may have been recorded: look it up before sending again.
          </p>
        </>
      )}
    </section>
  );
}
