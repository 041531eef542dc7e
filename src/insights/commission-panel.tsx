// Commission the service returned, summed only over answers that carried one.
import type { InsightTotals } from './insight-totals';
import { cents } from './insights-csv';

const money = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

export function CommissionPanel({
  commission,
}: {
  commission: InsightTotals['commission'] | undefined;
}) {
  return (
    <section className="card insights-panel" aria-labelledby="insights-commission">
      <h2 id="insights-commission">Commission returned</h2>
      {commission === undefined ? (
        <p aria-busy="true" className="muted">
          Counting…
        </p>
      ) : (
        <>
          <p className="insights-figure">
            <span className="insights-figure__n">{money.format(cents(commission.sum))}</span> from{' '}
            {commission.withCommission} of {commission.recorded} recorded orders
          </p>
          <p className="small muted">
            Only answers that carried a <code>commission</code> field are summed. The service’s
            contract does not say that it returns one, so this is not the commission owed.
          </p>
        </>
      )}
    </section>
  );
}
