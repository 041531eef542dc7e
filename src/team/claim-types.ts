// What the team says about an order ID on a connection, before it is sent.
export type ClaimResult =
  /** No team configured, or a connection that is this browser's own (the Demo): nothing to ask. */
  | { kind: 'no-team' }
  /** This browser holds the claim now (new, taken over from a failed send, or held before). */
  | { kind: 'mine' }
  /** A colleague holds it: who, when, and how their send ended if it has. */
  | { kind: 'theirs'; by: string; account?: string; at: string; result?: ClaimOutcome }
  /** The team could not be asked (offline, server down, refused): the person decides. */
  | { kind: 'unreachable'; reason: string };

export type ClaimOutcome = 'recorded' | 'failed' | 'unknown';

type Theirs = Extract<ClaimResult, { kind: 'theirs' }>;

/** When a colleague claimed it, and how their send ended: "today 10:02", "recorded". */
export function claimWhenAndResult(claim: Theirs, now = new Date()) {
  const at = new Date(claim.at);
  const time = at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  const day =
    at.toDateString() === now.toDateString()
      ? 'today'
      : at.toDateString() === new Date(now.getTime() - 86_400_000).toDateString()
        ? 'yesterday'
        : at.toLocaleDateString();
  const result =
    claim.result === 'recorded'
      ? 'recorded'
      : claim.result === 'unknown'
        ? 'outcome unknown'
        : 'no outcome yet (still sending, or the page closed)';
  return { when: `${day} ${time}`, result };
}

/** The colleague as a claim gives them: "Ana Lima (ana)", the account the server checked beside the name. */
export const claimHolder = (claim: Pick<Theirs, 'by' | 'account'>) =>
  authorLabel(claim.by, claim.account) || 'a colleague';

/**
 * "Ana Lima (ana)": a display name with the account that wrote the record, so a borrowed
 * name shows whose account it really was. The account alone when the two are the same.
 */
export function authorLabel(displayName: string | undefined, account: string | undefined) {
  const name = displayName?.trim() ?? '';
  if (!account) return name;
  return name && name !== account ? `${name} (${account})` : account;
}

/** "Sent by Ana, today 10:02, recorded". */
export function describeClaim(claim: Theirs, now = new Date()) {
  const { when, result } = claimWhenAndResult(claim, now);
  return `Sent by ${claimHolder(claim)}, ${when}, ${result}`;
}
