// Dates as shops write them. A column's format is inferred from all its values
// (never from the first one); a value with its own offset keeps it; a zone-less
// time is read in the source time zone (UTC when the header says so). Wall time
// in a zone becomes an instant through Intl: no date library.
import type { Read } from './values';
import { zoneOffsetMinutes } from '../../../lib/zone-offset';
import { ABBREVIATIONS, readZoneName, type ZoneAt } from './zone-names';

export type DateFormat =
  | 'iso'
  | 'ymd-slash'
  | 'dmy-dot'
  | 'mdy-slash'
  | 'dmy-slash'
  | 'mdy-short'
  | 'dmy-short'
  | 'epoch-s'
  | 'epoch-ms'
  | 'excel';

export const DATE_FORMATS: readonly { id: DateFormat; label: string }[] = [
  { id: 'iso', label: 'YYYY-MM-DD hh:mm (ISO)' },
  { id: 'ymd-slash', label: 'YYYY/MM/DD' },
  { id: 'dmy-dot', label: 'DD.MM.YYYY' },
  { id: 'mdy-slash', label: 'MM/DD/YYYY (US)' },
  { id: 'dmy-slash', label: 'DD/MM/YYYY' },
  { id: 'mdy-short', label: 'MM/DD/YY (US)' },
  { id: 'dmy-short', label: 'DD/MM/YY' },
  { id: 'epoch-s', label: 'Unix time, seconds' },
  { id: 'epoch-ms', label: 'Unix time, milliseconds' },
  { id: 'excel', label: 'Excel day number' },
];

const dateFormatLabel = (f: DateFormat) => DATE_FORMATS.find((d) => d.id === f)?.label ?? f;

interface Parts {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
  ms: number;
  /** Minutes east of UTC, when the value says. */
  offset?: number;
  /** Wall time as if it were UTC, for serial numbers (no calendar parts). */
  wall?: number;
  /** An instant already: epoch values. */
  instant?: number;
}

// Time of day, optional: " 11:23", "T11:23:45.123", " 2:05 PM"; then an optional zone.
const TIME = String.raw`(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:\s*([AaPp])\.?[Mm]\.?)?)?`;
const ZONE = String.raw`(?:\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2}|[+-]\d{2}|[A-Z]{2,5}))?`;
const pattern = (date: string) => new RegExp(`^${date}${TIME}${ZONE}$`);
const DATE_PATTERNS: Partial<Record<DateFormat, { re: RegExp; order: 'ymd' | 'dmy' | 'mdy' }>> = {
  iso: { re: pattern(String.raw`(\d{4})-(\d{1,2})-(\d{1,2})`), order: 'ymd' },
  'ymd-slash': { re: pattern(String.raw`(\d{4})/(\d{1,2})/(\d{1,2})`), order: 'ymd' },
  'dmy-dot': { re: pattern(String.raw`(\d{1,2})\.(\d{1,2})\.(\d{4})`), order: 'dmy' },
  'mdy-slash': { re: pattern(String.raw`(\d{1,2})/(\d{1,2})/(\d{4})`), order: 'mdy' },
  'dmy-slash': { re: pattern(String.raw`(\d{1,2})/(\d{1,2})/(\d{4})`), order: 'dmy' },
  'mdy-short': { re: pattern(String.raw`(\d{1,2})/(\d{1,2})/(\d{2})`), order: 'mdy' },
  'dmy-short': { re: pattern(String.raw`(\d{1,2})/(\d{1,2})/(\d{2})`), order: 'dmy' },
};

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Days in month `mo` (1–12) of year `y` (Gregorian; no Date: this runs for every order). */
const daysIn = (y: number, mo: number) =>
  mo === 2 && y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : (MONTH_DAYS[mo - 1] ?? 31);

function zoneOffset(text: string | undefined): number | undefined | null {
  if (text === undefined) return undefined;
  const abbr = ABBREVIATIONS[text];
  if (abbr !== undefined) return abbr;
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(text);
  if (!m) return null; // letters we do not know: not a zone we can trust
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

function parseParts(raw: string, format: DateFormat): Parts | undefined {
  const text = raw.trim();
  if (format === 'epoch-s' || format === 'epoch-ms') {
    if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
    const n = Number(text);
    const digits = text.replace(/^-|\..*$/g, '').length;
    if (format === 'epoch-s' ? digits < 9 || digits > 11 : digits < 12 || digits > 14)
      return undefined;
    return { ...EMPTY, instant: Math.round(format === 'epoch-s' ? n * 1000 : n) };
  }
  if (format === 'excel') {
    if (!/^\d{5}(\.\d+)?$/.test(text)) return undefined;
    const serial = Number(text);
    // 1954–2119: where order dates live; days counted from 1899-12-30 (Excel's 1900 leap-year bug).
    if (serial < 20_000 || serial > 80_000) return undefined;
    return { ...EMPTY, wall: Math.round((serial - 25_569) * 86_400_000) };
  }
  const spec = DATE_PATTERNS[format];
  const m = spec?.re.exec(text);
  if (!spec || !m) return undefined;
  const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [y2, mo, d] =
    spec.order === 'ymd' ? [a, b, c] : spec.order === 'dmy' ? [c, b, a] : [c, a, b];
  const y = y2 < 100 ? y2 + 2000 : y2;
  if (mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo)) return undefined;
  let h = m[4] === undefined ? 0 : Number(m[4]);
  const meridiem = m[8]?.toLowerCase();
  if (meridiem) {
    if (h < 1 || h > 12) return undefined;
    h = (h % 12) + (meridiem === 'p' ? 12 : 0);
  }
  const mi = m[5] === undefined ? 0 : Number(m[5]);
  const s = m[6] === undefined ? 0 : Number(m[6]);
  const ms = m[7] === undefined ? 0 : Number(m[7].slice(0, 3).padEnd(3, '0'));
  if (h > 23 || mi > 59 || s > 59) return undefined;
  const offset = zoneOffset(m[9]);
  if (offset === null) return undefined;
  const parts: Parts = { y, mo, d, h, mi, s, ms };
  if (offset !== undefined) parts.offset = offset;
  return parts;
}

const EMPTY: Parts = { y: 1970, mo: 1, d: 1, h: 0, mi: 0, s: 0, ms: 0 };

// --- Wall time in an IANA zone -> instant -------------------------------------------------

/**
 * The instant at which `zone`'s clocks show `wall` (a wall time written as if UTC).
 * A time that occurs twice (clocks going back) is the earlier one; a time that
 * never occurs (clocks going forward) moves forward by the gap, as clocks do.
 */
export function wallTimeToEpoch(wall: number, zone: string): number {
  const before = zoneOffsetMinutes(zone, wall - 86_400_000);
  const after = zoneOffsetMinutes(zone, wall + 86_400_000);
  const candidates = [...new Set([before, after])]
    .map((o) => wall - o * 60_000)
    .filter((t) => zoneOffsetMinutes(zone, t) * 60_000 === wall - t);
  return candidates.length > 0 ? Math.min(...candidates) : wall - before * 60_000;
}

let knownZones: readonly string[] | undefined;

/** IANA zone names the browser knows, with UTC first. Asked once: the question takes 6 ms. */
export function timeZones(): readonly string[] {
  if (!knownZones) {
    const known =
      typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    knownZones = ['UTC', ...known.filter((z) => z !== 'UTC')];
  }
  return knownZones;
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** A header that says its times are UTC: "Created date (UTC)", "date_created_gmt", "Time (UTC timezone)". */
export const headerSaysUtc = (header: string) => /(^|[^a-z])(utc|gmt)([^a-z]|$)/i.test(header);

// --- Reading values ---------------------------------------------------------------------

/** A value in `format` that has no zone of its own (a zone column or the source zone says which). */
export function needsZone(raw: string, format: DateFormat): boolean {
  const p = parseParts(raw.trim(), format);
  return p !== undefined && p.offset === undefined && p.instant === undefined;
}

/** Wall time (written as if UTC) in an IANA zone or at a fixed offset -> epoch ms. */
export const instantIn = (wall: number, zone: ZoneAt) =>
  typeof zone === 'number' ? wall - zone * 60_000 : wallTimeToEpoch(wall, zone);

/**
 * A value in `format` -> epoch ms. Its own offset wins; else `rowZone` (a zone
 * column: an abbreviation, an offset or an IANA name; ./zone-names reads Windows
 * and Rails names before this is called); else `zone`.
 */
export function readDate(
  raw: string,
  format: DateFormat,
  zone: ZoneAt,
  rowZone = '',
): Read<number | undefined> {
  const text = raw.trim();
  if (text === '') return { ok: true, value: undefined };
  const p = parseParts(text, format);
  if (!p)
    return {
      ok: false,
      error: `"${text}" is not a date in the format ${dateFormatLabel(format)}.`,
    };
  if (p.instant !== undefined) return { ok: true, value: p.instant };
  const wall = p.wall ?? Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s, p.ms);
  if (p.offset !== undefined) return { ok: true, value: wall - p.offset * 60_000 };
  const zoneText = rowZone.trim();
  if (zoneText !== '') {
    const named = readZoneName(zoneText);
    if (named.kind !== 'zone')
      return { ok: false, error: `"${zoneText}" is not a time zone this console knows.` };
    return { ok: true, value: instantIn(wall, named.zone) };
  }
  return { ok: true, value: instantIn(wall, zone) };
}

// --- Inferring a column's format -------------------------------------------------------

export interface DateInference {
  /** The format every (or most) value fits; undefined when none fits or the user must pick. */
  format?: DateFormat;
  /** Formats that fit as many values as the best; more than one = ambiguous. */
  candidates: DateFormat[];
  /** Values that fit the best format, of the non-empty ones. */
  matched: number;
  total: number;
  /** Some values have no zone of their own. */
  zoneless: boolean;
}

const ALL_FORMATS = DATE_FORMATS.map((f) => f.id);

/**
 * Tries every format on every non-empty value. The formats fitting the most values
 * win; when more than one does (01/02/2025 could be 1 Feb or 2 Jan), the hint
 * decides if it is among them, else the column is ambiguous and a person picks.
 */
export function inferDateFormat(values: Iterable<string>, hint?: DateFormat): DateInference {
  const counts = new Map<DateFormat, number>(ALL_FORMATS.map((f) => [f, 0]));
  const zoneless = new Set<DateFormat>();
  let total = 0;
  // An export repeats an order's time on each of its lines: a value like the one before counts the same again.
  let last = '';
  let lastMatched: DateFormat[] = [];
  for (const raw of values) {
    const text = raw.trim();
    if (text === '') continue;
    total++;
    if (text !== last) {
      last = text;
      lastMatched = [];
      for (const f of ALL_FORMATS) {
        const p = parseParts(text, f);
        if (!p) continue;
        lastMatched.push(f);
        if (p.offset === undefined && p.instant === undefined) zoneless.add(f);
      }
    }
    for (const f of lastMatched) counts.set(f, (counts.get(f) ?? 0) + 1);
  }
  const best = Math.max(0, ...counts.values());
  const candidates = best === 0 ? [] : ALL_FORMATS.filter((f) => counts.get(f) === best);
  const format =
    candidates.length === 1 ? candidates[0] : hint && candidates.includes(hint) ? hint : undefined;
  return {
    ...(format ? { format } : {}),
    candidates,
    matched: best,
    total,
    zoneless: candidates.some((f) => zoneless.has(f)),
  };
}
