// An outcome in words and its panel, together, so that a page can load both (and the
// HTML-to-text reading behind them) only once something was sent: see lazy-outcome.ts.
import type { Outcome } from '../api/client';
import { describeOutcome, type OutcomeContext } from '../api/describe-outcome';
import { OutcomePanel } from './outcome-panel';
import type { ReactNode } from 'react';

export interface DescribedOutcomeProps {
  outcome: Outcome;
  context: OutcomeContext;
  extra?: ReactNode;
  actions?: ReactNode;
  historyHref?: string | undefined;
}

export default function DescribedOutcome({ outcome, context, ...panel }: DescribedOutcomeProps) {
  return <OutcomePanel outcome={outcome} view={describeOutcome(outcome, context)} {...panel} />;
}
