// Every send goes through here: a History entry is written as the request goes
// out and completed with the outcome before the caller announces it.
import { orderAlreadyRecorded } from '../api/already-recorded';
import type { Outcome } from '../api/client';
import type { Connection, ConnectionRequest } from '../connections';
import { missingKey, sendOverConnection } from '../connections/sending';
import {
  beginEntry,
  completeEntry,
  RESPONSE_LIMIT,
  type HistoryEntry,
  type HistoryOutcome,
} from '../history';
import { settleClaim, teamStamp } from '../team';
import { isPageClosing, isPageLeaving } from './page-lifecycle';

export type SendMeta = Pick<
  HistoryEntry,
  | 'operation'
  | 'source'
  | 'orderId'
  | 'referralCode'
  | 'affiliateId'
  | 'commissionTypeLabel'
  | 'unitPrices'
>;

/** History must never hold up a send: give storage a moment, then go on without it. */
const STORAGE_WAIT_MS = 2_000;
const atMost = <T>(promise: Promise<T>, fallback: T) =>
  Promise.race([
    promise,
    new Promise<T>((resolve) =>
      setTimeout(() => {
        resolve(fallback);
      }, STORAGE_WAIT_MS),
    ),
  ]);

function bodyText(outcome: Outcome): string | undefined {
  if (outcome.kind !== 'success' && outcome.kind !== 'http-error' && outcome.kind !== 'unconfirmed')
    return undefined;
  if (outcome.body.kind === 'empty') return '';
  return outcome.body.text;
}

/** An outcome as History keeps it; `operation` says what was sent (an order's 409 is "already recorded"). */
export function toHistoryOutcome(
  outcome: Outcome,
  operation?: HistoryEntry['operation'],
): HistoryOutcome {
  const text = bodyText(outcome);
  const response =
    text === undefined
      ? {}
      : { responseBody: text.slice(0, RESPONSE_LIMIT), responseCut: text.length > RESPONSE_LIMIT };
  const base = { durationMs: outcome.durationMs, ...response };
  switch (outcome.kind) {
    case 'success':
      return { result: 'recorded', status: outcome.status, ...base };
    case 'http-error':
      // The service holds the order already: recorded there, not failed (History words it so).
      if (operation === 'order' && orderAlreadyRecorded(outcome))
        return { result: 'recorded', status: outcome.status, ...base };
      return { result: 'failed', status: outcome.status, ...base };
    case 'unconfirmed':
      // A gateway's 502/504 or a web page: not the service's word, so never "recorded" or "failed".
      return { result: 'unknown', failure: outcome.reason, status: outcome.status, ...base };
    case 'redirect':
      return {
        result: 'failed',
        failure: 'redirect',
        ...(outcome.status ? { status: outcome.status } : {}),
        ...base,
        message: outcome.message,
      };
    case 'not-sent':
      return { result: 'failed', failure: 'not-sent', ...base, message: outcome.message };
    case 'lost':
      // It may have reached the service: unknown, so the duplicate guard warns before a resend.
      return {
        result: 'unknown',
        failure: 'network',
        ...(outcome.status === undefined ? {} : { status: outcome.status }),
        ...base,
        message: outcome.message,
      };
    case 'timeout':
      return { result: 'unknown', failure: 'timeout', ...base };
    case 'cancelled':
      return { result: 'unknown', failure: 'cancelled', ...base };
  }
}

export interface RecordedSend {
  outcome: Outcome;
  /** The History entry of this send; undefined when History could not be written. */
  entryId: number | undefined;
}

const pageLeaving: Outcome = {
  kind: 'not-sent',
  reason: 'page-leaving',
  message: 'The page was closing, so the request was kept and not sent.',
  durationMs: 0,
};

export async function sendAndRecord(
  connection: Connection,
  req: ConnectionRequest,
  meta: SendMeta,
): Promise<Outcome> {
  return (await sendAndRecordEntry(connection, req, meta)).outcome;
}

/** Sends, records, and says which History entry holds the send. */
export async function sendAndRecordEntry(
  connection: Connection,
  req: ConnectionRequest,
  meta: SendMeta,
): Promise<RecordedSend> {
  const { outcome, entryId, recorded } = await sendThenRecord(connection, req, meta);
  await recorded;
  return { outcome, entryId };
}

/**
 * Sends with its History entry written before the request goes out, and answers as soon as
 * the outcome is in: `recorded` resolves once History holds it too. A bulk job sends its
 * next request meanwhile, and announces this outcome only after `recorded`.
 */
export async function sendThenRecord(
  connection: Connection,
  req: ConnectionRequest,
  meta: SendMeta,
): Promise<RecordedSend & { recorded: Promise<void> }> {
  // Nothing to record: the request cannot start until the key is given.
  const noKey = missingKey(connection);
  if (noKey) return { outcome: noKey, entryId: undefined, recorded: Promise.resolve() };
  // The page may be going (Firefox aborts requests from beforeunload on): nothing starts.
  if (isPageLeaving())
    return { outcome: pageLeaving, entryId: undefined, recorded: Promise.resolve() };
  const id = await atMost(
    beginEntry({
      startedAt: Date.now(),
      connectionId: connection.id,
      connectionName: connection.name,
      baseUrl: connection.baseUrl,
      method: req.method,
      path: req.path,
      requestBody: req.body,
      ...meta,
      ...teamStamp(),
      outcome: { result: 'pending' },
    }),
    undefined,
  );
  // Asked again at the last moment before fetch(): storing the History entry took a while.
  const outcome = await sendOverConnection(connection, {
    ...req,
    mayStart: () => !isPageLeaving(),
  });
  // Cut off by the page closing: it may have reached the service, so it stays without an outcome (shown as unknown).
  if (isPageClosing()) return { outcome, entryId: id, recorded: Promise.resolve() };
  const historyOutcome = toHistoryOutcome(outcome, meta.operation);
  const recorded = atMost(completeEntry(id, historyOutcome), undefined).then(() => {
    // With a team: colleagues' duplicate guard says how this browser's send of the order ended.
    if (meta.operation === 'order' && meta.orderId && historyOutcome.result !== 'pending')
      settleClaim(connection, meta.orderId, historyOutcome.result);
  });
  return { outcome, entryId: id, recorded };
}
