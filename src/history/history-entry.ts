// One request the console sent, as History keeps it. It never holds the key.

export type HistoryOperation = 'order' | 'commissions';
type HistoryResult = 'pending' | 'recorded' | 'failed' | 'unknown';

export interface HistoryOutcome {
  result: HistoryResult;
  /** HTTP status when there was a response. */
  status?: number;
  /**
   * What went wrong when no usable answer came: no answer or one cut off (network),
   * a timeout, a redirect not followed, or a request that never left (not-sent), or one the user cancelled while waiting;
   * or an answer that does not say what the service did: a gateway's 502/504, a web page that is not the service.
   */
  failure?:
    'network' | 'timeout' | 'redirect' | 'not-sent' | 'cancelled' | 'gateway' | 'not-service';
  durationMs?: number;
  responseBody?: string;
  responseCut?: boolean;
  message?: string;
}

export interface HistoryEntry {
  id?: number;
  startedAt: number;
  connectionId: string;
  connectionName: string;
  baseUrl: string;
  method: 'POST' | 'PATCH';
  path: string;
  operation: HistoryOperation;
  /** Where the request came from: a form, an import, or a change to many affiliates at once. */
  source: 'form' | 'import' | 'bulk';
  requestBody: unknown;
  /** What search finds the entry by. */
  orderId?: string;
  referralCode?: string;
  affiliateId?: string;
  /** The label the connection gave the commission type when it was sent ("Percentage"). */
  commissionTypeLabel?: string;
  /** Per product, the unit price typed in the form (null where none): a console aid, never sent. */
  unitPrices?: (number | null)[];
  outcome: HistoryOutcome;
  /** With a team: "Your name" of who sent it, and the browser it was sent from. */
  sentBy?: string;
  /**
   * With a team: the account that sent it. On a colleague's entry, the account the team's
   * rules checked wrote it (shown beside sentBy, so a borrowed name is visible).
   */
  sentByAccount?: string;
  browserId?: string;
  /** The team refused this entry (its rules, or this user): why, in plain words. Kept here. */
  notShared?: string;
  /** A colleague's entry, copied from the team: its key there (`${browserId}:${id}`). */
  teamKey?: string;
}

export const RESPONSE_LIMIT = 64 * 1024;
