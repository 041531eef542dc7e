// History older than this browser's window lives only on the team server (pull-selector.ts):
// it is asked for there, with a Mango query on the index team-setup prepares, when a person
// searches further back. Offline, the answer says so instead of pretending nothing is there.
import { basicAuth } from './session';
import { databaseUrl, teamSettingsStore, windowSince, type TeamSettings } from './team-settings';

/** team-setup-lib.mjs's HISTORY_INDEX: the server answers from it, not by reading every document. */
const HISTORY_INDEX = ['history-by-time', 'kind-startedAt'];

/**
 * The body of a Mango query on the History index, sorted by time as the index runs (a sort
 * the index does not hold is refused): older History's search, newest first, and a join's
 * read of the window (catch-up.ts), oldest first.
 */
export const historyQuery = (
  query: { selector: Record<string, unknown>; limit: number; skip?: number },
  order: 'asc' | 'desc',
) => ({
  ...query,
  sort: [{ kind: order }, { 'record.entry.startedAt': order }],
  use_index: HISTORY_INDEX,
});
/** Entries shown per search: the newest first; a narrower search finds the rest. */
const OLDER_PAGE = 100;

export interface OlderQuery {
  /** ms, inclusive; -Infinity for open. */
  from: number;
  to: number;
  /** An order ID, referral code or affiliate ID, matched whole; '' for any. */
  id: string;
}

/** What a team document of kind "history" holds (shared-history.ts writes it). */
export interface OlderEntry {
  startedAt: number;
  orderId?: string;
  referralCode?: string;
  affiliateId?: string;
  operation?: string;
  connectionName?: string;
  baseUrl?: string;
  sentBy?: string;
  sentByAccount: string;
  outcome: { result?: string; status?: number };
}

/** The team server could not be asked, in words for the page. */
type Unreachable = { kind: 'unreachable'; since: number; reason: string };

type OlderAnswer =
  | { kind: 'no-team' }
  | { kind: 'found'; since: number; entries: OlderEntry[]; more: boolean }
  | Unreachable;

/** The Mango selector: History before the window, inside the person's dates, by ID if given. */
function olderSelector(query: OlderQuery, since: number) {
  const startedAt: Record<string, number> = { $lt: Math.min(since, query.to + 1) };
  if (Number.isFinite(query.from)) startedAt.$gte = query.from;
  const id = query.id.trim();
  return {
    kind: 'history',
    'record.entry.startedAt': startedAt,
    ...(id
      ? {
          $or: [
            { 'record.entry.orderId': id },
            { 'record.entry.referralCode': id },
            { 'record.entry.affiliateId': id },
          ],
        }
      : {}),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function entryOf(doc: unknown): OlderEntry | undefined {
  if (!isObject(doc) || !isObject(doc.record) || !isObject(doc.record.entry)) return undefined;
  const e = doc.record.entry;
  if (typeof e.startedAt !== 'number' || !isObject(e.outcome)) return undefined;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    startedAt: e.startedAt,
    orderId: text(e.orderId),
    referralCode: text(e.referralCode),
    affiliateId: text(e.affiliateId),
    operation: text(e.operation),
    connectionName: text(e.connectionName),
    baseUrl: text(e.baseUrl),
    sentBy: text(e.sentBy),
    // The account the server's rules checked when it was written.
    sentByAccount: typeof doc.author === 'string' ? doc.author : '',
    outcome: {
      result: text(e.outcome.result),
      status: typeof e.outcome.status === 'number' ? e.outcome.status : undefined,
    },
  };
}

interface TeamAsk {
  settings: TeamSettings;
  password: string;
  since: number;
  fetchImpl: typeof fetch;
}

/** What asking the team server needs, or why it cannot be asked (no team, no password here). */
function teamToAsk(fetchImpl: typeof fetch): TeamAsk | { kind: 'no-team' } | Unreachable {
  const settings = teamSettingsStore.getSnapshot().settings;
  const password = teamSettingsStore.password();
  const since = windowSince();
  if (!settings || since === undefined) return { kind: 'no-team' };
  if (!password) return { kind: 'unreachable', since, reason: 'this tab has no team password yet' };
  return { settings, password, since, fetchImpl };
}

/**
 * One Mango query on the team's History by time, newest first, on the index team-setup
 * prepares: the documents, or why the server gave none, in words.
 */
async function findHistoryDocs(
  ask: TeamAsk,
  query: { selector: Record<string, unknown>; limit: number; skip?: number },
): Promise<unknown[] | Unreachable> {
  const { settings, password, since, fetchImpl } = ask;
  const unreachable = (reason: string): Unreachable => ({ kind: 'unreachable', since, reason });
  const res = await fetchImpl(`${databaseUrl(settings)}/_find`, {
    method: 'POST',
    headers: {
      Authorization: basicAuth(settings.username, password),
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    credentials: 'omit',
    body: JSON.stringify(historyQuery(query, 'desc')),
  }).catch(() => undefined);
  if (!res) return unreachable('the team server does not answer');
  if (res.status === 401 || res.status === 403)
    return unreachable('the team server refused your user name');
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok || !isObject(body) || !Array.isArray(body.docs))
    return unreachable('the team server could not search its History');
  return body.docs as unknown[];
}

/** Asks the team server for History older than this browser keeps. */
export async function findOlderHistory(
  query: OlderQuery,
  fetchImpl: typeof fetch = fetch,
): Promise<OlderAnswer> {
  const ask = teamToAsk(fetchImpl);
  if (!('settings' in ask)) return ask;
  const { since } = ask;
  const docs = await findHistoryDocs(ask, {
    selector: olderSelector(query, since),
    limit: OLDER_PAGE + 1,
  });
  if (!Array.isArray(docs)) return docs;
  const entries = docs.flatMap((d) => entryOf(d) ?? []);
  return {
    kind: 'found',
    since,
    entries: entries.slice(0, OLDER_PAGE),
    more: entries.length > OLDER_PAGE,
  };
}

/** Entries asked for per request when every older entry of a span is wanted. */
const ALL_PAGE = 1000;

export interface OlderSpanQuery {
  /** ms, inclusive. */
  from: number;
  /** ms, exclusive. */
  to: number;
  /** Only entries with one of these referral codes or affiliate IDs; undefined: every entry. */
  match?: { referralCodes: readonly string[]; affiliateIds: readonly string[] };
}

/** A team History document as it is shared: the entry whole, its key and the account that wrote it. */
export interface OlderRecord {
  key: string;
  author: string;
  entry: Record<string, unknown>;
}

type OlderSpanAnswer =
  { kind: 'no-team' } | { kind: 'found'; since: number; records: OlderRecord[] } | Unreachable;

function spanSelector(query: OlderSpanQuery, before: number) {
  const match = query.match;
  const or = match
    ? [
        ...(match.referralCodes.length > 0
          ? [{ 'record.entry.referralCode': { $in: [...match.referralCodes] } }]
          : []),
        ...(match.affiliateIds.length > 0
          ? [{ 'record.entry.affiliateId': { $in: [...match.affiliateIds] } }]
          : []),
      ]
    : undefined;
  return {
    kind: 'history',
    'record.entry.startedAt': { $gte: query.from, $lte: before },
    ...(or ? { $or: or } : {}),
  };
}

function recordOf(doc: unknown): OlderRecord | undefined {
  if (!isObject(doc) || !isObject(doc.record) || !isObject(doc.record.entry)) return undefined;
  if (typeof doc.record.key !== 'string' || typeof doc.author !== 'string') return undefined;
  return { key: doc.record.key, author: doc.author, entry: doc.record.entry };
}

/**
 * Every team History entry of the span older than this browser keeps, newest first, a page
 * at a time by time: each page asks for what started at or before the last one seen, past
 * those already seen at that very time (several entries can share a millisecond).
 */
export async function findAllOlderHistory(
  query: OlderSpanQuery,
  onProgress: (entries: number) => void = () => undefined,
  fetchImpl: typeof fetch = fetch,
  pageSize = ALL_PAGE,
): Promise<OlderSpanAnswer> {
  const ask = teamToAsk(fetchImpl);
  if (!('settings' in ask)) return ask;
  const { since } = ask;
  const match = query.match;
  if (match && match.referralCodes.length + match.affiliateIds.length === 0)
    return { kind: 'found', since, records: [] };
  const records: OlderRecord[] = [];
  const seen = new Set<string>();
  let before = Math.min(since, query.to) - 1;
  /** How many entries already read started at `before` (they come first in the next page). */
  let atBefore = 0;
  if (before < query.from) return { kind: 'found', since, records };
  for (;;) {
    const docs = await findHistoryDocs(ask, {
      selector: spanSelector(query, before),
      limit: pageSize,
      skip: atBefore,
    });
    if (!Array.isArray(docs)) return docs;
    let fresh = 0;
    for (const doc of docs) {
      const record = recordOf(doc);
      const startedAt = record?.entry.startedAt;
      if (!record || typeof startedAt !== 'number') continue;
      if (startedAt === before) atBefore += 1;
      else [before, atBefore] = [startedAt, 1];
      const id = isObject(doc) && typeof doc._id === 'string' ? doc._id : record.key;
      if (seen.has(id)) continue;
      seen.add(id);
      fresh += 1;
      records.push(record);
    }
    onProgress(records.length);
    // A short page is the last; a full one with nothing new would only repeat itself.
    if (docs.length < pageSize || fresh === 0) return { kind: 'found', since, records };
  }
}

/** Accepted updates asked for per affiliate ID: the newest one before a period is enough. */
const SETTINGS_BEFORE_PAGE = 100;

/**
 * The newest accepted commission updates of these affiliate IDs that started before
 * `before`, newest first (one page): what a statement of an older period needs to say
 * what its first change changed from.
 */
export async function findSettingsBefore(
  affiliateIds: readonly string[],
  before: number,
  fetchImpl: typeof fetch = fetch,
): Promise<OlderSpanAnswer> {
  const ask = teamToAsk(fetchImpl);
  if (!('settings' in ask)) return ask;
  const { since } = ask;
  if (affiliateIds.length === 0) return { kind: 'found', since, records: [] };
  const docs = await findHistoryDocs(ask, {
    selector: {
      kind: 'history',
      'record.entry.startedAt': { $lt: Math.min(before, since) },
      'record.entry.operation': 'commissions',
      'record.entry.affiliateId': { $in: [...affiliateIds] },
      'record.entry.outcome.result': 'recorded',
    },
    limit: SETTINGS_BEFORE_PAGE,
  });
  if (!Array.isArray(docs)) return docs;
  return { kind: 'found', since, records: docs.flatMap((d) => recordOf(d) ?? []) };
}
