// A job's orders are claimed on the team server a chunk at a time (one _bulk_docs for up
// to 1,000 orders), the first time the runner sends from that chunk: 10,000 orders make
// 10 round trips, not 10,000, before their sends. An order a colleague holds is not sent;
// one the team could not be asked about is not sent either, and says so: the person
// chooses to ask again ("Retry failed"), or to send past the team (results: "Send anyway…",
// "Send without the team…"): those requests are then marked `pastTeam` and not asked again.
import type { Outcome } from '../api/client';
import type { Connection } from '../connections';
import { claimHolder, claimOrders, claimWhenAndResult, type ClaimResult } from '../team';
import type { StoredRequest } from './job-chunks';
import { NOT_SENT } from './send-queue';

/** A chunk's claims are asked again after this long (a retry after the team came back). */
const FRESH_MS = 30_000;

const asked = new Map<string, { at: number; claims: Promise<Map<string, ClaimResult>> }>();

function claimsOfChunk(
  jobId: string,
  chunk: number,
  connection: Connection,
  requests: readonly StoredRequest[],
) {
  const key = `${jobId}/${String(chunk)}`;
  const known = asked.get(key);
  if (known && Date.now() - known.at < FRESH_MS) return known.claims;
  const orderIds = requests.flatMap((r) =>
    r.meta.operation === 'order' && r.meta.orderId ? [r.meta.orderId] : [],
  );
  const claims = claimOrders(connection, orderIds);
  asked.set(key, { at: Date.now(), claims });
  return claims;
}

// The words a refused request keeps (send-queue adds "Not sent: "), read back by teamHoldOf to
// group the results: the colleague's name sits between fixed marks, whatever it holds.
const HELD_START = '“';
const HELD_END = '” sent it first, ';
const UNASKED = 'the team could not be asked';

/** Why the team says this job request must not go out, or undefined when it may. */
export async function teamRefusal(
  jobId: string,
  chunk: number,
  connection: Connection,
  requests: readonly StoredRequest[],
  request: StoredRequest,
): Promise<Outcome | undefined> {
  const orderId = request.meta.operation === 'order' ? request.meta.orderId : undefined;
  if (!orderId || request.pastTeam) return undefined;
  const claim = (await claimsOfChunk(jobId, chunk, connection, requests)).get(orderId);
  if (!claim || claim.kind === 'no-team' || claim.kind === 'mine') return undefined;
  let message: string;
  if (claim.kind === 'theirs') {
    const { when, result } = claimWhenAndResult(claim);
    message = `${HELD_START}${claimHolder(claim)}${HELD_END}${when}: ${result}. The team’s duplicate guard kept it back.`;
  } else message = `${UNASKED} whether a colleague sent it (${claim.reason}).`;
  return { kind: 'not-sent', reason: 'team', message, durationMs: 0 };
}

/** A failed job request that never left this browser (kept back before fetch). */
export const neverLeft = (item: { state: string; message?: string }) =>
  item.state === 'failed' && item.message?.startsWith(NOT_SENT) === true;

/** What kept a failed job request back on the team's side, read from its words. */
export type TeamHold = { kind: 'colleague'; by: string } | { kind: 'unasked' };

export function teamHoldOf(item: { state: string; message?: string }): TeamHold | undefined {
  if (item.state !== 'failed' || !item.message?.startsWith(NOT_SENT)) return undefined;
  const message = item.message.slice(NOT_SENT.length);
  if (message.startsWith(UNASKED)) return { kind: 'unasked' };
  if (!message.startsWith(HELD_START)) return undefined;
  const end = message.lastIndexOf(HELD_END);
  return end > HELD_START.length
    ? { kind: 'colleague', by: message.slice(HELD_START.length, end) }
    : undefined;
}
