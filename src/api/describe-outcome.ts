// Turns an outcome into what a person needs to read: one title, one line of
// explanation, and whether the change happened, did not, or is unknown.
import type { Outcome } from './client';
import { htmlToText } from './html-text';
import { looksLikeHtml } from './unconfirmed';
import { statusLine } from './status-text';

export interface OutcomeView {
  tone: 'success' | 'failure' | 'unknown';
  title: string;
  detail?: string;
  status?: number;
}

export interface OutcomeContext {
  connectionName: string;
  /** What a 404 means for this operation, e.g. "Referral code X matched no affiliate." */
  notFound: string;
  /** The 404's message is on the field it concerns: the outcome points there and does not repeat it. */
  notFoundOnField?: boolean;
  /** What a 409 means for this operation. */
  conflict: string;
  /**
   * For an order: a 409 is the service holding it already (recorded there, not failed),
   * titled so: "Order 1001 already recorded at the service".
   */
  alreadyRecorded?: string;
  /** "The order" / "The update": who the unknown-outcome sentence is about. */
  subject: string;
  /** "recorded" / "applied": what may have happened to it when the outcome is unknown. */
  applied: string;
  /** The success title in business words: "Order 1001 recorded for ALICE10". */
  success: string;
  /** The failure title in business words: "Order 1001 not recorded". */
  failure: string;
}

const MAX_DETAIL = 300;
const clip = (s: string) => (s.length > MAX_DETAIL ? `${s.slice(0, MAX_DETAIL)}…` : s);

function serviceSaid(
  outcome: Extract<Outcome, { kind: 'http-error' | 'unconfirmed' }>,
): string | undefined {
  if (outcome.kind === 'http-error' && outcome.problem?.message)
    return clip(outcome.problem.message);
  if (outcome.body.kind !== 'text') return undefined;
  const { text } = outcome.body;
  // An HTML error page says what it says in its title and visible text, never its CSS or scripts.
  const said = looksLikeHtml(text, outcome.headers['content-type'])
    ? htmlToText(text)
    : text
        .slice(0, MAX_DETAIL * 4)
        .replace(/\s+/g, ' ')
        .trim();
  return said === '' ? undefined : clip(said);
}

const checkFirst =
  'Check with the service before sending it again; the console will not resend it on its own.';

export function describeOutcome(outcome: Outcome, ctx: OutcomeContext): OutcomeView {
  switch (outcome.kind) {
    case 'success':
      return {
        tone: 'success',
        status: outcome.status,
        title: ctx.success,
      };
    case 'timeout':
      return {
        tone: 'unknown',
        title: `No answer within ${Math.round(outcome.timeoutMs / 1000)} s: outcome unknown`,
        detail: `${ctx.subject} may or may not have been ${ctx.applied}. ${checkFirst}`,
      };
    case 'unconfirmed':
      return describeUnconfirmed(outcome, ctx);
    case 'redirect':
      return {
        tone: 'failure',
        ...(outcome.status ? { status: outcome.status } : {}),
        title: outcome.status
          ? `${ctx.failure}: the service answered with a redirect (${statusLine(outcome.status)})`
          : `${ctx.failure}: the service answered with a redirect`,
        detail: `${outcome.message} ${ctx.subject} was not ${ctx.applied} by this request; send it again once the Base URL is right.`,
      };
    case 'lost':
      return {
        tone: 'unknown',
        title:
          outcome.status === undefined
            ? 'No answer: outcome unknown'
            : `Answer cut off (${statusLine(outcome.status)}): outcome unknown`,
        detail: `${ctx.subject} may have been ${ctx.applied}. ${outcome.message} ${checkFirst}`,
      };
    case 'not-sent':
      return { tone: 'failure', title: `${ctx.failure}: not sent`, detail: outcome.message };
    case 'cancelled':
      return {
        tone: 'unknown',
        title: 'Cancelled: outcome unknown',
        detail: `${ctx.subject} may or may not have been ${ctx.applied}: the request may have reached the service before it was cancelled. ${checkFirst}`,
      };
    case 'http-error': {
      const { status } = outcome;
      const said = serviceSaid(outcome);
      const withSaid = (text: string) => (said ? `${text} The service said: ${said}` : text);
      const title = ctx.failure;
      if (status === 400 || status === 422)
        return {
          tone: 'failure',
          status,
          title,
          detail: withSaid(
            'The service rejected the request. Problems it named are shown next to their fields, or listed here when no field matches.',
          ),
        };
      if (status === 401 || status === 403)
        return {
          tone: 'failure',
          status,
          title,
          detail: withSaid(
            `The service did not accept the key of the connection "${ctx.connectionName}". Check its Service key in Settings.`,
          ),
        };
      if (status === 404)
        return {
          tone: 'failure',
          status,
          title,
          detail: ctx.notFoundOnField ? ctx.notFound : withSaid(ctx.notFound),
        };
      if (status === 409 && ctx.alreadyRecorded)
        return {
          tone: 'success',
          status,
          title: ctx.alreadyRecorded,
          detail:
            'The service holds this order ID for this affiliate already, so it was not recorded again. Nothing failed: there is nothing to send again.',
        };
      if (status === 409) return { tone: 'failure', status, title, detail: withSaid(ctx.conflict) };
      if (status === 415)
        return {
          tone: 'failure',
          status,
          title,
          detail: withSaid(
            'The service did not accept the content type application/json-patch+json.',
          ),
        };
      if (status === 429) {
        const retry = outcome.headers['retry-after'];
        return {
          tone: 'failure',
          status,
          title,
          detail: withSaid(
            `The service is limiting requests.${retry ? ` It asks to wait ${retry} s before trying again.` : ''}`,
          ),
        };
      }
      if (status >= 500)
        return {
          tone: 'failure',
          status,
          title,
          detail: withSaid(
            'The service failed while handling the request. Nothing suggests it was applied, but check before sending again.',
          ),
        };
      return { tone: 'failure', status, title, detail: said };
    }
  }
}

function describeUnconfirmed(
  outcome: Extract<Outcome, { kind: 'unconfirmed' }>,
  ctx: OutcomeContext,
): OutcomeView {
  const said = serviceSaid(outcome);
  const page = said ? ` The page said: ${said}` : '';
  const { status } = outcome;
  if (outcome.reason === 'gateway')
    return {
      tone: 'unknown',
      status,
      title: 'A gateway answered, not the service: outcome unknown',
      detail: `A proxy or gateway between this console and the service answered for it (the status above): it did not get a usable answer from the service in time, and the service may have acted anyway. ${ctx.subject} may have been ${ctx.applied}. ${checkFirst}${page}`,
    };
  return {
    tone: 'unknown',
    status,
    title: 'The answer is a web page, not the service: outcome unknown',
    detail: `/v1 is not reaching the service: the answer is a web page, as a static host sends for every address, or a login page or a Wi-Fi portal. ${ctx.subject} was probably not ${ctx.applied}, but nothing confirms it. Check the connection's Base URL (or the proxy in front of /v1), and check with the service before sending it again.${page}`,
  };
}
