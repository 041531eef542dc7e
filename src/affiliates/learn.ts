// Learning from sends: an order the service recorded, whose answer named the
// affiliate its referral code reached (the Demo answers { affiliate: { id, name, code } };
// the contract shows no body, so another service may teach nothing). Read from History,
// so that imports, bulk sends and other tabs teach too. A learned record is marked as
// such; what a person typed (or deleted) is never changed by learning.
import type { HistoryEntry } from '../history';
import { loadAffiliateReads } from '../history';
import type { AffiliateRecord } from './affiliate-record';
import { sameText } from './affiliate-record';
import { learnedUpTo, writeLearned, type DirectoryRow } from './affiliate-store';

export interface LearnedFact {
  code: string;
  affiliateId: string;
  name?: string;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** What one History entry teaches: nothing unless a recorded order's answer named its affiliate. */
export function factOf(entry: HistoryEntry): LearnedFact | undefined {
  if (entry.operation !== 'order' || entry.outcome.result !== 'recorded') return undefined;
  const code = text(entry.referralCode);
  if (!code || !entry.outcome.responseBody) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(entry.outcome.responseBody);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null || !('affiliate' in body)) return undefined;
  const affiliate = body.affiliate;
  if (typeof affiliate !== 'object' || affiliate === null) return undefined;
  const id = 'id' in affiliate ? text(affiliate.id) : undefined;
  if (!id) return undefined;
  const name = 'name' in affiliate ? text(affiliate.name) : undefined;
  return name ? { code, affiliateId: id, name } : { code, affiliateId: id };
}

const holds = (r: AffiliateRecord, f: LearnedFact) =>
  r.codes.some((c) => sameText(c, f.code)) ||
  r.affiliateIds.some((i) => sameText(i, f.affiliateId));
const withOne = (list: string[], value: string) =>
  list.some((v) => sameText(v, value)) ? list : [...list, value];

/** The records that learning adds or changes, given the directory and the facts (oldest first). */
export function planLearning(
  rows: readonly DirectoryRow[],
  facts: readonly LearnedFact[],
  now: string,
): AffiliateRecord[] {
  const records = new Map(rows.map((r) => [r.key, r.record]));
  const changed = new Map<string, AffiliateRecord>();
  for (const fact of facts) {
    const known = [...records.values()].find((r) => holds(r, fact));
    // A person's record (or one they deleted) already says who this is: theirs stands.
    if (known && !known.learned) continue;
    const next: AffiliateRecord = known
      ? {
          ...known,
          name: fact.name ?? known.name,
          codes: withOne(known.codes, fact.code),
          affiliateIds: withOne(known.affiliateIds, fact.affiliateId),
          updatedAt: now,
        }
      : {
          key: crypto.randomUUID(),
          updatedAt: now,
          name: fact.name ?? fact.affiliateId,
          codes: [fact.code],
          affiliateIds: [fact.affiliateId],
          learned: true,
        };
    if (
      known &&
      next.name === known.name &&
      next.codes === known.codes &&
      next.affiliateIds === known.affiliateIds
    )
      continue;
    records.set(next.key, next);
    changed.set(next.key, next);
  }
  return [...changed.values()];
}

const BATCH = 500;
/** A send still waiting for its answer is read again later, unless it has waited this long. */
const PENDING_GIVE_UP_MS = 10 * 60_000;
let running: Promise<number> | undefined;

/** Reads History since the last time and learns; returns how many records it added or changed. */
export function learnFromHistory(): Promise<number> {
  return (running ??= learnNow().finally(() => {
    running = undefined;
  }));
}

async function learnNow(): Promise<number> {
  const { readEntriesAfter } = await loadAffiliateReads();
  let upTo = await learnedUpTo();
  let total = 0;
  for (;;) {
    const entries = await readEntriesAfter(upTo, BATCH);
    const facts: LearnedFact[] = [];
    let next = upTo;
    for (const e of entries) {
      const waiting =
        e.outcome.result === 'pending' && Date.now() - e.startedAt < PENDING_GIVE_UP_MS;
      if (waiting || e.id === undefined) break;
      next = e.id;
      const fact = factOf(e);
      if (fact) facts.push(fact);
    }
    if (next === upTo) return total;
    const now = new Date().toISOString();
    total += (await writeLearned((rows) => planLearning(rows, facts, now), next)).length;
    upTo = next;
    if (entries.length < BATCH) return total;
  }
}
