// A colleague's History entry as their console shares it with the team (history's
// shared-history.ts), put on the team server directly by the vitest and Playwright tests.
// No test runner imported here: both kinds of test use it.

interface Colleague {
  /** The account that writes it: the team's rules take a document only from the account it names. */
  account: string;
  name: string;
  /** The service the order went to (connections are shared by URL). */
  baseUrl: string;
}

const BEN: Colleague = { account: 'ben', name: 'Ben', baseUrl: 'http://service.test/' };

/** `who`'s History entry for `orderId`, sent `daysAgo` days ago (Ben's by default). */
export function colleagueEntry(orderId: string, daysAgo: number, who: Colleague = BEN) {
  const startedAt = Date.now() - daysAgo * 86_400_000;
  const browserId = `${who.account}s-browser`;
  return {
    _id: `history:${browserId}:${orderId}`,
    kind: 'history',
    browserId,
    author: who.account,
    record: {
      key: `${browserId}:${orderId}`,
      updatedAt: new Date(startedAt).toISOString(),
      updatedBy: who.account,
      entry: {
        startedAt,
        connectionName: `${who.name}’s shop`,
        baseUrl: who.baseUrl,
        method: 'POST',
        path: '/v1/track/ALICE10',
        operation: 'order',
        source: 'form',
        requestBody: { orderId },
        referralCode: 'ALICE10',
        orderId,
        sentBy: who.name,
        browserId,
        outcome: { result: 'recorded', status: 200 },
      },
    },
  };
}
