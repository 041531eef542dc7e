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
  words: { success: string; failure: string; subject: string; applied: string },
): PlainOutcome {
  const unknown = `Outcome unknown: ${words.subject.toLowerCase()} may have been ${words.applied}. Check History before sending it again`;
  switch (outcome.kind) {
    case 'success':
      return isWebPage(outcome)
        ? { tone: 'unknown', text: `${unknown} · ${statusLine(outcome.status)}` }
        : { tone: 'success', text: `${words.success} · ${statusLine(outcome.status)}` };
    case 'http-error':
      return { tone: 'failure', text: `${words.failure} · ${statusLine(outcome.status)}` };
    case 'not-sent':
      return { tone: 'failure', text: `${words.failure}: ${outcome.message}` };
    case 'redirect':
      return { tone: 'failure', text: `${words.failure}: the service answered with a redirect` };
    default:
      // lost, timeout, cancelled, and any kind this wording does not know yet
      return { tone: 'unknown', text: unknown };
  }
}
