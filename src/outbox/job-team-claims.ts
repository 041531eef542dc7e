// A job's orders are claimed on the team server a chunk at a time (one _bulk_docs for up
// to 1,000 orders), the first time the runner sends from that chunk: 10,000 orders make
// 10 round trips, not 10,000, before their sends. An order a colleague holds is not sent;
// one the team could not be asked about is not sent either, and says so: the person
// chooses to send it again once the team answers, or from the order form with "Send anyway".
import type { Outcome } from '../api/client';
import type { Connection } from '../connections';
import { claimOrders, describeClaim, type ClaimResult } from '../team';
import type { StoredRequest } from './job-chunks';

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
): Promise<Outcome | undefined> {
  const orderId = request.meta.operation === 'order' ? request.meta.orderId : undefined;
  if (!orderId) return undefined;
  const claim = (await claimsOfChunk(jobId, chunk, connection, requests)).get(orderId);
  if (!claim || claim.kind === 'no-team' || claim.kind === 'mine') return undefined;
  const message =
    claim.kind === 'theirs'
      ? `${describeClaim(claim)} (the team's duplicate guard)`
      : `the team could not be asked whether a colleague sent it (${claim.reason})`;
  return { kind: 'not-sent', reason: 'team', message, durationMs: 0 };
}
