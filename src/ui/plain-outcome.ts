// An outcome in plain words from what the first page already holds: what is shown when
// the outcome panel's own code cannot be fetched (a redeploy removed it, or the network
// went). Deliberately small: the full wording is describe-outcome.ts's.
import type { Outcome } from '../api/client';
import { statusLine } from '../api/status-text';

export interface PlainOutcome {
  tone: 'success' | 'failure' | 'unknown';
  text: string;
}

export function plainOutcome(
  outcome: Outcome,
  words: { success: string; failure: string; applied: string },
): PlainOutcome {
  const status = 'status' in outcome && outcome.status ? ` · ${statusLine(outcome.status)}` : '';
  // A 2xx web page or a gateway's 502/504 is 'unconfirmed' (api/unconfirmed.ts): unknown below.
  if (outcome.kind === 'success') return { tone: 'success', text: words.success + status };
  if (outcome.kind === 'http-error' || outcome.kind === 'not-sent' || outcome.kind === 'redirect')
    return { tone: 'failure', text: words.failure + status };
  // No answer, or one that is not the service's: it may have reached the service.
  return {
    tone: 'unknown',
    text: `Outcome unknown: it may have been ${words.applied}; check History before sending again${status}`,
  };
}
