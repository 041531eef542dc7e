// An outcome in plain words from what the first page already holds: what is shown when
// the outcome panel's own code cannot be fetched (a redeploy removed it, or the network
// went). Deliberately small: the full wording is describe-outcome.ts's.
import type { Outcome } from '../api/client';
import { statusLine } from '../api/status-text';

export interface PlainOutcome {
  tone: 'success' | 'failure' | 'unknown';
  text: string;
}

/** A 2xx whose body is a web page came from a static host or a portal, not the service. */
const isWebPage = (outcome: Extract<Outcome, { kind: 'success' }>) =>
  outcome.body.kind === 'text' && /^\s*</.test(outcome.body.text);

export function plainOutcome(
  outcome: Outcome,
  words: { success: string; failure: string; applied: string },
): PlainOutcome {
  const status = 'status' in outcome && outcome.status ? ` · ${statusLine(outcome.status)}` : '';
  if (outcome.kind === 'success' && !isWebPage(outcome))
    return { tone: 'success', text: words.success + status };
  if (outcome.kind === 'http-error' || outcome.kind === 'not-sent' || outcome.kind === 'redirect')
    return { tone: 'failure', text: words.failure + status };
  // No answer, or one that is not the service's: it may have reached the service.
  return {
    tone: 'unknown',
    text: `Outcome unknown: it may have been ${words.applied}; check History before sending again${status}`,
  };
}
