// History read a page at a time through the index that fits the filter, newest
// first, so opening and searching cost the same at 200,000 entries as at 2,000.
// Counts come from index.count() over key ranges; nothing loads every entry.
import type { IDBPDatabase, IDBPTransaction } from 'idb';
import type { HistoryEntry } from './history-entry';
import { asksUnresolved, matcher, timeSpan, type HistoryFilter } from './history-filter';
import { db, type HistoryDb } from './history-store';

export const PAGE_SIZE = 100;
/** A free-text search looks at this many entries per page read, then reports progress. */
export const SCAN_BUDGET = 2_000;
/** An order ID prefix with more hits than this searches by exact order ID only. */
const PREFIX_LIMIT = 1_000;

/** Where a page ends: the next page holds entries strictly older than this. */
export interface Position {
  startedAt: number;
  id: number;
}
export interface HistoryPage {
  entries: HistoryEntry[];
  /** Undefined on the last page. */
  next?: Position;
  /** Entries read to fill this page (a free-text search reads many per match). */
  looked: number;
}
/** How the filter is read: through indexes only, by index with a check, or by a bounded scan. */
export type ReadMode = 'index' | 'checked' | 'scan';

type Tx = IDBPTransaction<HistoryDb, ['entries']>;
type IndexName = 'startedAt' | 'byConnectionTime' | 'byResult' | 'byCode' | 'byAffiliate';
type Keep = (e: HistoryEntry, tx: Tx) => boolean | Promise<boolean>;
interface Read {
  entries: HistoryEntry[];
  looked: number;
  /** The oldest entry looked at, when the source may hold more. */
  frontier?: Position;
}
/** One newest-first source of entries: an index range, or a small set sorted in memory. */
interface Source {
  read: (tx: Tx, before: Position | undefined, want: number, keep: Keep) => Promise<Read>;
  count: (tx: Tx) => Promise<number>;
}

const position = (e: HistoryEntry): Position => ({ startedAt: e.startedAt, id: e.id ?? 0 });
const newer = (a: Position, b: Position) =>
  a.startedAt > b.startedAt || (a.startedAt === b.startedAt && a.id > b.id);

/** Entries in `index` whose key is `prefix` + a time in [from, to], newest first. */
function indexSource(name: IndexName, prefix: string[], from: number, to: number): Source {
  const range = (upper: number) =>
    prefix.length === 0
      ? IDBKeyRange.bound(from, upper)
      : IDBKeyRange.bound([...prefix, from], [...prefix, upper]);
  return {
    count: (tx) => (to < from ? Promise.resolve(0) : tx.store.index(name).count(range(to))),
    async read(tx, before, want, keep) {
      const upper = before ? Math.min(to, before.startedAt) : to;
      const out: HistoryEntry[] = [];
      if (upper < from) return { entries: out, looked: 0 };
      let looked = 0;
      let last: HistoryEntry | undefined;
      let cursor = await tx.store.index(name).openCursor(range(upper), 'prev');
      // Entries at the same time come in falling id order: skip those already shown.
      for (
        ;
        cursor && out.length < want && looked < SCAN_BUDGET;
        cursor = await cursor.continue()
      ) {
        const e = cursor.value;
        if (before && !newer(before, position(e))) continue;
        looked++;
        last = e;
        if (await keep(e, tx)) out.push(e);
      }
      return { entries: out, looked, frontier: cursor && last ? position(last) : undefined };
    },
  };
}

/** Entries for one order ID, or all IDs starting with it, sorted in memory (there are few). */
function orderSource(connectionId: string, range: IDBKeyRange): Source {
  return {
    count: (tx) => tx.store.index('orderKey').count(range),
    async read(tx, before, _want, keep) {
      const found = (await tx.store.index('orderKey').getAll(range, PREFIX_LIMIT))
        .filter((e) => e.connectionId === connectionId && (!before || newer(before, position(e))))
        .sort((a, b) => (newer(position(a), position(b)) ? -1 : 1));
      const out: HistoryEntry[] = [];
      for (const e of found) if (await keep(e, tx)) out.push(e);
      return { entries: out, looked: found.length };
    },
  };
}

/** The connections History holds, newest-first name: one cursor step per connection. */
export async function historyConnections(): Promise<{ id: string; name: string }[]> {
  const tx = (await db()).transaction('entries');
  const out: { id: string; name: string }[] = [];
  let cursor = await tx.store.index('byConnectionTime').openCursor();
  while (cursor) {
    const id = cursor.value.connectionId;
    out.push({ id, name: cursor.value.connectionName });
    // An array sorts after every number: this jumps past this connection's entries.
    cursor = await cursor.continue([id, []] as unknown as [string, number]);
  }
  await tx.done;
  return out;
}

const prefixRange = (c: string, q: string) => IDBKeyRange.bound([c, q], [c, `${q}\uffff`]);

/**
 * How a filter is read (a few index counts). The History page's page reads and count
 * share one through the query layer (page-queries.ts), which forgets it on any write.
 */
export type FilterPlan = Awaited<ReturnType<typeof makePlan>>;
export const planFilter = async (f: HistoryFilter): Promise<FilterPlan> => makePlan(await db(), f);

/** How a filter is read: its sources, and what must still be checked entry by entry. */
async function makePlan(database: IDBPDatabase<HistoryDb>, f: HistoryFilter) {
  const { from, to } = timeSpan(f);
  const q = f.search.trim();
  // Per-connection indexes need the connections; the plain time index does not.
  const connections =
    f.connectionId !== 'all'
      ? [f.connectionId]
      : q !== '' || f.result !== 'all'
        ? (await historyConnections()).map((c) => c.id)
        : [];
  const tx = database.transaction('entries');
  const unresolved = asksUnresolved(f);
  const checked = f.operation !== 'all' || unresolved;
  try {
    if (q !== '') {
      // The search box tries the indexes first: an order ID (exact, or its prefix),
      // a referral code or an affiliate ID as typed. Only without a hit does it scan text.
      // Every count is asked at once: one round trip, not one per index and connection.
      const hits = await Promise.all(
        connections.map(async (c) => {
          const prefix = prefixRange(c, q);
          const byIndex = (['byCode', 'byAffiliate'] as const).map((name) =>
            indexSource(name, [c, q], from, to),
          );
          const [prefixHits, ...indexHits] = await Promise.all([
            tx.store.index('orderKey').count(prefix),
            ...byIndex.map((s) => s.count(tx)),
          ]);
          const found = byIndex.filter((_, i) => (indexHits[i] ?? 0) > 0);
          if (prefixHits > 0)
            found.push(
              orderSource(c, prefixHits <= PREFIX_LIMIT ? prefix : IDBKeyRange.only([c, q])),
            );
          return found;
        }),
      );
      const sources = hits.flat();
      // Several sources may hold one entry, and the result is not in their keys: checked.
      if (sources.length > 0)
        return { sources, mode: 'checked' as ReadMode, keep: keeper(f, false) };
    }
    const scan = q !== '';
    const keep = keeper(f, scan);
    const mode: ReadMode = scan ? 'scan' : checked ? 'checked' : 'index';
    if (f.result !== 'all') {
      // "unknown" includes sends that never got an outcome stored.
      const results = f.result === 'unknown' ? ['unknown', 'pending'] : [f.result];
      const sources = connections.flatMap((c) =>
        results.map((r) => indexSource('byResult', [c, r], from, to)),
      );
      return { sources, mode, keep };
    }
    const sources =
      f.connectionId === 'all'
        ? [indexSource('startedAt', [], from, to)]
        : [indexSource('byConnectionTime', [f.connectionId], from, to)];
    return { sources, mode, keep };
  } finally {
    await tx.done;
  }
}

/** What an index cannot answer, checked per entry: the filter itself, and "unresolved". */
function keeper(f: HistoryFilter, scan: boolean): Keep {
  // Without a text scan, the search is what the index matched: check the rest only.
  const matches = matcher(scan ? f : { ...f, search: '' });
  if (!asksUnresolved(f)) return matches;
  return async (e, tx) => {
    if (!matches(e)) return false;
    if (e.orderId === undefined) return true;
    const same = await tx.store.index('orderKey').getAll([e.connectionId, e.orderId]);
    return !same.some((x) => x.outcome.result === 'recorded' && x.startedAt > e.startedAt);
  };
}

/** One page of the filter's entries older than `before`, newest first (`plan`: the filter's, if known). */
export async function readPage(
  f: HistoryFilter,
  before?: Position,
  size = PAGE_SIZE,
  plan?: FilterPlan,
): Promise<HistoryPage> {
  const database = await db();
  const { sources, keep } = plan ?? (await makePlan(database, f));
  const tx = database.transaction('entries');
  const reads: Read[] = [];
  for (const s of sources) reads.push(await s.read(tx, before, size, keep));
  await tx.done;
  // Merge newest first. A source that stopped early (its page full, or its scan budget
  // spent) may hold more at its frontier: the page ends there, so nothing is skipped.
  const cut = reads.reduce<Position | undefined>(
    (c, r) => (r.frontier && (!c || newer(r.frontier, c)) ? r.frontier : c),
    undefined,
  );
  const seen = new Set<number>();
  const merged = reads
    .flatMap((r) => r.entries)
    .sort((a, b) => (newer(position(a), position(b)) ? -1 : 1))
    .filter((e) => {
      if (seen.has(e.id ?? 0) || (cut && newer(cut, position(e)))) return false;
      seen.add(e.id ?? 0);
      return true;
    });
  const entries = merged.slice(0, size);
  const last = entries.at(-1);
  const next = merged.length > size && last ? position(last) : cut;
  return { entries, next, looked: reads.reduce((n, r) => n + r.looked, 0) };
}

/**
 * How many entries match, when the indexes can say so (undefined when entries must be
 * checked one by one: the list then counts as it loads), and how the filter is read.
 */
export async function countMatching(
  f: HistoryFilter,
  plan?: FilterPlan,
): Promise<{ matching: number | undefined; mode: ReadMode }> {
  const database = await db();
  const { sources, mode } = plan ?? (await makePlan(database, f));
  if (mode !== 'index') return { matching: undefined, mode };
  const tx = database.transaction('entries');
  let matching = 0;
  for (const s of sources) matching += await s.count(tx);
  await tx.done;
  return { matching, mode };
}

/**
 * How many entries there are. A store count walks every record in Chromium, so it is
 * asked once per change of History, not once per filter.
 */
export const countAll = async () => (await db()).count('entries');

/** Every entry the filter matches, in batches: for export. */
export async function allMatching(f: HistoryFilter): Promise<HistoryEntry[]> {
  const out: HistoryEntry[] = [];
  const plan = await planFilter(f);
  let before: Position | undefined;
  do {
    const page = await readPage(f, before, 1_000, plan);
    out.push(...page.entries);
    before = page.next;
  } while (before);
  return out;
}
