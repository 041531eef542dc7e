// Calendar days in a time zone. A day is local midnight to local midnight, so a
// day around a DST change lasts 23 or 25 hours; Intl knows the offsets.
import { zoneOffsetMinutes } from '../lib/zone-offset';

/** The user's time zone (what the page shows days in). */
export const userTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Every zone's offset is a multiple of 15 minutes: a day key is the same across each quarter hour. */
const QUARTER_HOUR = 15 * 60 * 1000;

/**
 * A function from epoch ms to the local day "YYYY-MM-DD" in `timeZone`. It asks Intl once
 * per quarter hour seen, not once per entry: 200,000 entries in 30 days are 2,880 calls.
 */
export function dayKeyer(timeZone: string): (t: number) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const cache = new Map<number, string>();
  return (t) => {
    const q = Math.floor(t / QUARTER_HOUR);
    let key = cache.get(q);
    if (key === undefined) {
      key = isoDay(format, t);
      cache.set(q, key);
    }
    return key;
  };
}

function isoDay(format: Intl.DateTimeFormat, t: number): string {
  const parts = Object.fromEntries(format.formatToParts(t).map((p) => [p.type, p.value]));
  return `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`;
}

/** The day after (or before, with a negative step) a "YYYY-MM-DD", by the calendar. */
export function addDays(day: string, step: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + step)).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 3700; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * Epoch ms of local midnight starting `day` in `timeZone`: a guess at UTC midnight,
 * corrected by the zone's offset there (twice, for a guess that lands across a change).
 */
export function startOfDay(day: string, timeZone: string): number {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const utc = Date.UTC(y, m - 1, d);
  let t = utc - zoneOffsetMinutes(timeZone, utc) * 60_000;
  t = utc - zoneOffsetMinutes(timeZone, t) * 60_000;
  return t;
}
