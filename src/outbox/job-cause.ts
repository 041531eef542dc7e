// Why a job request ended as it did, as data: one byte per item beside its state, and
// the few items that need more (the service's message, the colleague who sent it first)
// keep that detail in a note. Every reader decides on the code; the words a person reads
// are made from the code here, and only here.
import { statusLine } from '../api/status-text';

/** Stored as its index, one byte an item: append only, never reorder. */
export const CAUSES = [
  'none',
  'recorded',
  /** An order the service answered 409 for: it holds that order ID already. Counts as recorded. */
  'already-recorded',
  /** The service refused it (note: its message, or the status line). */
  'refused',
  /** A 3xx, not followed (note: where to, when known). */
  'redirect',
  /** Kept back before it left this browser: no key, a bad URL… (note: why, in the client's words). */
  'not-sent',
  /** The team's duplicate guard: a colleague sent it first (note: by, and when with what result). */
  'colleague',
  /** The team could not be asked whether a colleague sent it (note: why). */
  'unasked',
  /** A gateway's 502/504: the service may have acted. */
  'gateway',
  /** A web page answered, not the service. */
  'web-page',
  'no-answer',
  /** An answer cut off after its status came. */
  'cut-off',
  'cancelled',
  /** No answer in time (note: the seconds waited). */
  'timeout',
  /** The page closed while it was on its way. */
  'interrupted',
  /** Waiting to try a 429/503 again (note: the seconds). */
  'retrying',
  'cancelled-before-retry',
  /** Jobs stored before causes whose words named none of the above (note: those words). */
  'worded',
] as const;

export type Cause = (typeof CAUSES)[number];

export const causeCode = (cause: Cause) => CAUSES.indexOf(cause);
export const causeAt = (code: number | undefined): Cause => CAUSES[code ?? 0] ?? 'none';

/** What an item keeps beside its cause, when the cause needs more than its code. */
export interface ItemNote {
  detail?: string;
  /** The colleague who sent it first. */
  by?: string;
}

/** Never left this browser: safe to send again, and no money went anywhere. */
export const NEVER_LEFT: ReadonlySet<Cause> = new Set(['not-sent', 'colleague', 'unasked']);

export const ALREADY_RECORDED = 'Already recorded at the service';

const maybe = 'it may or may not have been recorded.';

/** The words a person reads for a cause: undefined when there is nothing to say (recorded, none). */
export function causeWords(
  cause: Cause,
  status: number | undefined,
  note: ItemNote | undefined,
): string | undefined {
  const detail = note?.detail;
  const line = status ? statusLine(status) : '';
  switch (cause) {
    case 'none':
    case 'recorded':
      return undefined;
    case 'already-recorded':
      return `${ALREADY_RECORDED}: the service holds this order ID already, so it was not recorded again.`;
    case 'refused':
      return detail || line || undefined;
    case 'redirect':
      return detail
        ? `Redirected to ${detail}: not followed, the key was not sent there.`
        : 'Redirected: not followed, the key was not sent elsewhere.';
    case 'not-sent':
      return `Not sent: ${detail ?? ''}`;
    case 'colleague':
      return `Not sent: “${note?.by ?? ''}” sent it first, ${detail ?? ''}. The team’s duplicate guard kept it back.`;
    case 'unasked':
      return `Not sent: the team could not be asked whether a colleague sent it (${detail ?? ''}).`;
    case 'gateway':
      return `A gateway answered ${line}, not the service: ${maybe}`;
    case 'web-page':
      return `A web page answered (${line}), not the service: /v1 is not reaching the service.`;
    case 'no-answer':
      return `No answer: ${maybe}`;
    case 'cut-off':
      return `Answer cut off (${line}): ${maybe}`;
    case 'cancelled':
      return `Cancelled while waiting for the answer: ${maybe}`;
    case 'timeout':
      return `No answer within ${detail ?? '?'} s: ${maybe}`;
    case 'interrupted':
      return `The page closed while this request was on its way: ${maybe}`;
    case 'retrying':
      return `Retrying in ${detail ?? '?'} s (${line})`;
    case 'cancelled-before-retry':
      return 'Cancelled before a retry.';
    case 'worded':
      return detail;
  }
}
