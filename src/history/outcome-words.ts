// History's words for a stored outcome, in one table: the list's short label and the
// sentence part the detail and the duplicate guard say. Words first, then the status.
import { statusLine } from '../api/status-text';
import type { HistoryOutcome } from './history-entry';

type Failure = NonNullable<HistoryOutcome['failure']>;
interface Words {
  /** The list's label: "Failed (timeout)". */
  short: string;
  /** Inside a sentence: "failed (no answer before the timeout)". */
  long: string;
}

const RESULTS: Record<HistoryOutcome['result'], Words> = {
  recorded: { short: 'Recorded', long: 'recorded' },
  failed: { short: 'Failed', long: 'failed' },
  unknown: { short: 'Unknown', long: 'outcome unknown' },
  pending: { short: 'No outcome', long: 'no outcome stored' },
};

/** Why there was no usable answer; `status` is the answer's status line when one came. */
const CAUSES: Record<Failure, (status: string | undefined) => Words> = {
  network: () => ({
    short: 'no answer',
    long: 'no answer, or one cut off: it may have reached the service',
  }),
  timeout: () => ({ short: 'timeout', long: 'no answer before the timeout' }),
  redirect: () => ({ short: 'redirect', long: 'a redirect, not followed' }),
  'not-sent': () => ({ short: 'not sent', long: 'not sent' }),
  cancelled: () => ({ short: 'cancelled', long: 'cancelled while waiting for the answer' }),
  gateway: (status) => ({
    short: status ?? 'gateway',
    long: `a gateway answered${status ? ` ${status}` : ''}: it may have reached the service`,
  }),
  'not-service': () => ({ short: 'not the service', long: 'a web page answered, not the service' }),
};
const said = (words: string): Words => ({ short: words, long: words });

function causeOf(o: HistoryOutcome): Words {
  const status = o.status === undefined ? undefined : statusLine(o.status);
  // Only an order's 409 is stored as recorded (send-and-record.ts): the service held it already.
  if (o.result === 'recorded' && o.status === 409)
    return {
      short: 'already at the service',
      long: 'already recorded at the service: not recorded again',
    };
  if (o.result === 'recorded') return said(statusLine(o.status ?? 200));
  if (o.result !== 'failed') return CAUSES[o.failure ?? 'network'](status);
  // The service said no: its status says how. Without an answer, only these two are known.
  if (status) return said(status);
  return o.failure === 'redirect' || o.failure === 'not-sent'
    ? CAUSES[o.failure](status)
    : said('no response');
}

/** What an outcome stored in History says, short and long. */
export function outcomeWords(o: HistoryOutcome): Words {
  const result = RESULTS[o.result];
  if (o.result === 'pending')
    return { short: result.short, long: `${result.long} (the tab may have closed while sending)` };
  const cause = causeOf(o);
  return { short: `${result.short} (${cause.short})`, long: `${result.long} (${cause.long})` };
}
