// The directory's look-up for other forms' suggestions: by name (any word's start)
// or by a code or ID's start, any case. Learns from new sends first, so that an
// affiliate just reached is offered.
import type { AffiliateRecord } from './affiliate-record';
import { allRecords } from './affiliate-store';
import { learnFromHistory } from './learn';

const LIMIT = 8;

export function matches(record: AffiliateRecord, text: string): boolean {
  const t = text.trim().toLowerCase();
  if (t === '') return true;
  const name = record.name.toLowerCase();
  return (
    name.startsWith(t) ||
    name.split(/\s+/).some((w) => w.startsWith(t)) ||
    [...record.codes, ...record.affiliateIds].some((v) => v.toLowerCase().startsWith(t))
  );
}

export async function findAffiliates(text: string): Promise<AffiliateRecord[]> {
  await learnFromHistory().catch(() => 0); // History unreadable: the directory still answers
  return (await allRecords())
    .filter((r) => !r.deleted && matches(r, text))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, LIMIT);
}
