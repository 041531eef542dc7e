// Every entry of a span older than this browser keeps, asked of the team server (a
// statement's or Insights' older period), as History entries: those this browser still
// holds itself are left out, so nothing is counted twice.
import { findAllOlderHistory, findSettingsBefore, teamBrowserId, type OlderRecord } from '../team';
import type { HistoryEntry } from './history-entry';
import { db } from './history-store';
import { entryFromTeam, teamKeyOf, type SharedEntry } from './team-entry';

export interface OlderTeamQuery {
  /** ms, inclusive. */
  from: number;
  /** ms, exclusive. */
  to: number;
  /** Only entries with one of these referral codes or affiliate IDs; undefined: every entry. */
  match?: { referralCodes: readonly string[]; affiliateIds: readonly string[] };
}

export type OlderTeamAnswer =
  | { kind: 'no-team' }
  | {
      kind: 'found';
      since: number;
      /** The period's entries. */
      entries: HistoryEntry[];
      /** Accepted commission updates of the query's affiliate IDs from before the period. */
      settingsBefore: HistoryEntry[];
    }
  | { kind: 'unreachable'; since: number; reason: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Enough of an entry to be counted and shown; anything else the server holds is skipped. */
function sharedEntryOf(e: Record<string, unknown>): SharedEntry | undefined {
  const outcome = e.outcome;
  if (
    typeof e.startedAt !== 'number' ||
    typeof e.baseUrl !== 'string' ||
    (e.operation !== 'order' && e.operation !== 'commissions') ||
    !isObject(outcome) ||
    !['pending', 'recorded', 'failed', 'unknown'].includes(String(outcome.result))
  )
    return undefined;
  return e as unknown as SharedEntry;
}

/** Whether this browser's History holds the team entry `key` already (its own send, or a copy). */
async function heldHere(records: readonly OlderRecord[]): Promise<Set<string>> {
  const mine = teamBrowserId();
  const byTime = (await db()).transaction('entries').store.index('startedAt');
  // Every look-up asked at once, as applyTeamEntries does: no round trip between them.
  const found = await Promise.all(
    records.map(async (r) =>
      (await byTime.getAll(r.entry.startedAt as number)).some((x) => teamKeyOf(x, mine) === r.key),
    ),
  );
  return new Set(records.filter((_, i) => found[i]).map((r) => r.key));
}

export async function readOlderTeamEntries(
  query: OlderTeamQuery,
  connectionIdFor: (baseUrl: string) => string | undefined,
  onProgress: (entries: number) => void,
): Promise<OlderTeamAnswer> {
  // The period's entries and, asked at once, what its first changes changed from: the
  // affiliate's accepted updates just before it.
  const [answer, before] = await Promise.all([
    findAllOlderHistory(query, onProgress),
    findSettingsBefore(query.match?.affiliateIds ?? [], query.from),
  ]);
  if (answer.kind !== 'found') return answer;
  if (before.kind !== 'found') return before;
  const held = await heldHere([...answer.records, ...before.records]);
  const asEntries = (records: readonly OlderRecord[]) =>
    records.flatMap((r) => {
      const entry = held.has(r.key) ? undefined : sharedEntryOf(r.entry);
      return entry ? [entryFromTeam(entry, r, connectionIdFor)] : [];
    });
  return {
    kind: 'found',
    since: answer.since,
    entries: asEntries(answer.records),
    settingsBefore: asEntries(before.records),
  };
}
