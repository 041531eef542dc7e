// Commission the service returned, summed only over answers that carried one.
import type { InsightTotals } from './insight-totals';
import { countOf, perCurrencyText } from './money-text';

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
            <span className="insights-figure__n">{perCurrencyText(commission.sums)}</span> from{' '}
            {commission.withCommission.toLocaleString()} of{' '}
            {countOf(commission.recorded, 'recorded order')}
          </p>
          <p className="small muted">
            A figure per currency of the orders: amounts in different currencies are not added. Only
            answers that carried a <code>commission</code> field are summed. The service’s contract
            does not say that it returns one, so this is not the commission owed.
          </p>
        </>
      )}
    </section>
  );
}
