// A job's orders are claimed on the team server a chunk at a time (one _bulk_docs for up
// to 1,000 orders), the first time the runner sends from that chunk: 10,000 orders make
// 10 round trips, not 10,000, before their sends. An order a colleague holds is not sent;
// one the team could not be asked about is not sent either, and says so: the person
// chooses to ask again ("Retry failed"), or to send past the team (results: "Send anyway…",
// "Send without the team…"): those requests are then marked `pastTeam` and not asked again.
import type { Connection } from '../connections';
import { claimHolder, claimOrders, claimWhenAndResult, type ClaimResult } from '../team';
import { NEVER_LEFT, type Cause, type ItemNote } from './job-cause';
import type { StoredRequest } from './job-chunks';
import type { JobOutcome } from './send-queue';

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

/** Why the team says this job request must not go out, or undefined when it may. */
export async function teamRefusal(
  jobId: string,
  chunk: number,
  connection: Connection,
  requests: readonly StoredRequest[],
  request: StoredRequest,
): Promise<JobOutcome | undefined> {
  const orderId = request.meta.operation === 'order' ? request.meta.orderId : undefined;
  if (!orderId || request.pastTeam) return undefined;
  const claim = (await claimsOfChunk(jobId, chunk, connection, requests)).get(orderId);
  if (!claim || claim.kind === 'no-team' || claim.kind === 'mine') return undefined;
  if (claim.kind === 'theirs') {
    const { when, result } = claimWhenAndResult(claim);
    const note = { by: claimHolder(claim), detail: `${when}: ${result}` };
    return { kind: 'held', cause: 'colleague', note, durationMs: 0 };
  }
  return { kind: 'held', cause: 'unasked', note: { detail: claim.reason }, durationMs: 0 };
}

/** A failed job request that never left this browser (kept back before fetch). */
export const neverLeft = (item: { state: string; cause: Cause }) =>
  item.state === 'failed' && NEVER_LEFT.has(item.cause);

/** What kept a failed job request back on the team's side. */
export type TeamHold = { kind: 'colleague'; by: string } | { kind: 'unasked' };

export function teamHoldOf(item: {
  state: string;
  cause: Cause;
  note?: ItemNote;
}): TeamHold | undefined {
  if (item.state !== 'failed') return undefined;
  if (item.cause === 'colleague') return { kind: 'colleague', by: item.note?.by ?? '' };
  return item.cause === 'unasked' ? { kind: 'unasked' } : undefined;
}
