// A time zone's offset from UTC at an instant, from Intl (no zone data of our own):
// the import reads zone-less times with it, Insights finds local midnights.

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();
const QUARTER_HOUR = 900_000;

/** One formatter per zone, reused: building one costs far more than using it. */
export function zoneFormatter(zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** Minutes east of UTC in `zone` at instant `t`. Offsets change only on quarter hours, so they are cached per quarter hour. */
export function zoneOffsetMinutes(zone: string, t: number): number {
  const bucket = Math.floor(t / QUARTER_HOUR);
  const key = `${zone}|${bucket}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const at = bucket * QUARTER_HOUR;
  const p: Record<string, number> = {};
  for (const part of zoneFormatter(zone).formatToParts(at))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(
    p.year ?? 1970,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  const offset = Math.round((wall - at) / 60_000);
  if (offsets.size > 100_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}
