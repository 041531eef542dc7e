// The outcome panel, loaded lazily; when its code cannot be fetched (a redeploy removed the
// old chunks, or the network went), the outcome is still shown, in plain words from what the
// page already holds, and kept for the reload that fetches the current code.
import { Suspense, useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { Outcome } from '../api/client';
import type { DescribedOutcomeProps } from './described-outcome';
import { LazyOutcome } from './lazy-outcome';
import { keepForReload } from '../lib/outcome-after-reload';
import { plainOutcome } from './plain-outcome';

function PlainOutcomePanel({
  outcome,
  context,
  actions,
  historyHref,
}: {
  outcome: Outcome;
  context: DescribedOutcomeProps['context'];
  actions?: ReactNode;
  historyHref?: string | undefined;
}) {
  const view = plainOutcome(outcome, context);
  useEffect(() => {
    keepForReload({ text: view.text, ...(historyHref ? { historyHref } : {}) });
  }, [view.text, historyHref]);
  return (
    <section className={`outcome outcome--${view.tone}`} aria-label="Outcome">
      <div role={view.tone === 'success' ? 'status' : 'alert'}>
        <p className="outcome__title">{view.text}</p>
      </div>
      <p>The details could not be loaded: the console was updated, or is offline.</p>
      <div className="outcome__actions">
        {actions}
        {/* A full page load, so that History's current code is fetched. */}
        {historyHref && (
          <span>
            Kept in History: <a href={historyHref}>open this send’s entry</a>
          </span>
        )}
      </div>
    </section>
  );
}

export function SafeOutcome(props: DescribedOutcomeProps) {
  return (
    <ErrorBoundary fallbackRender={() => <PlainOutcomePanel {...props} />}>
      <Suspense fallback={null}>
        <LazyOutcome {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
