// A time zone as files name it, to a zone the console can read times in:
// IANA names and UTC offsets (Intl knows those), abbreviations with their summer
// meaning (PDT is UTC−7, CEST UTC+2), and, once ./zone-data has loaded, Windows
// names (Unicode CLDR's windowsZones, from windows-iana) and Rails' names
// (ActiveSupport's MAPPING: Square's "Pacific Time (US & Canada)"). An
// abbreviation that means more than one thing (CST, IST) is asked, never guessed.
import { zoneFormatter } from '../../../lib/zone-offset';

/** An IANA zone, or a fixed offset in minutes east of UTC. */
export type ZoneAt = string | number;

/** Windows and Rails names, keyed by `nameKey`; loaded lazily (./zone-data). */
export type ZoneNames = ReadonlyMap<string, string>;

/** One meaning of an ambiguous abbreviation: `zone` is what an answer stores. */
export interface ZoneChoice {
  zone: string;
  label: string;
}

/** What a name gives: a zone; the meanings a person picks from; or nothing known. */
export type ZoneReading =
  | { kind: 'zone'; zone: ZoneAt }
  | { kind: 'ambiguous'; choices: readonly ZoneChoice[] }
  | { kind: 'unknown' };

/** Abbreviations with one meaning, in minutes east of UTC (summer ones included). */
export const ABBREVIATIONS: Readonly<Record<string, number>> = {
  Z: 0,
  UTC: 0,
  GMT: 0,
  WET: 0,
  WEST: 60,
  BST: 60,
  CET: 60,
  CEST: 120,
  MET: 60,
  MEST: 120,
  EET: 120,
  EEST: 180,
  MSK: 180,
  HST: -600,
  HDT: -540,
  AKST: -540,
  AKDT: -480,
  PST: -480,
  PDT: -420,
  MST: -420,
  MDT: -360,
  CDT: -300,
  EST: -300,
  EDT: -240,
  ADT: -180,
  NST: -210,
  NDT: -150,
  NZST: 720,
  NZDT: 780,
  AEST: 600,
  AEDT: 660,
  ACST: 570,
  ACDT: 630,
  AWST: 480,
  JST: 540,
  KST: 540,
  SGT: 480,
  HKT: 480,
  WIB: 420,
  PHT: 480,
};

const at = (minutes: number) => {
  const a = Math.abs(minutes);
  const hm = `${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
  return `${minutes < 0 ? '-' : '+'}${hm}`;
};
const choice = (minutes: number, meaning: string): ZoneChoice => ({
  zone: at(minutes),
  label: `${meaning} (UTC${at(minutes).replace('-', '−')})`,
});

/** Abbreviations shops write that mean more than one offset: a person says which. */
const AMBIGUOUS: Readonly<Record<string, readonly ZoneChoice[]>> = {
  CST: [
    choice(-360, 'Central Standard Time, North America'),
    choice(480, 'China Standard Time'),
    choice(-300, 'Cuba Standard Time'),
  ],
  IST: [
    choice(330, 'India Standard Time'),
    choice(60, 'Irish Standard Time (summer)'),
    choice(120, 'Israel Standard Time'),
  ],
  AST: [choice(-240, 'Atlantic Standard Time'), choice(180, 'Arabia Standard Time')],
  GST: [choice(240, 'Gulf Standard Time'), choice(-120, 'South Georgia Time')],
  SST: [choice(-660, 'Samoa Standard Time'), choice(480, 'Singapore Standard Time')],
};

/** "+02:00", "-0530", "+2", "UTC+2", "GMT-05:00" -> minutes east of UTC. */
function offsetMinutes(text: string): number | undefined {
  const m = /^(?:UTC|GMT)?\s*([+\-−])\s*(\d{1,2})(?::?(\d{2}))?$/i.exec(text.trim());
  if (!m) return undefined;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  if (minutes > 14 * 60) return undefined;
  return m[1] === '+' ? minutes : -minutes;
}

/** How names are matched: case, spacing and a Windows/Rails "(UTC-08:00) " prefix aside. */
const nameKey = (text: string) =>
  text
    .trim()
    .replace(/^\((?:UTC|GMT)(?:\s*[+\-−]\d{1,2}(?::?\d{2})?)?\)\s*/i, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** The IANA name Intl reads `text` as (any case: "europe/berlin"), or undefined. */
function ianaZone(text: string): string | undefined {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(text)) return undefined;
  try {
    return zoneFormatter(text).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** A zone name as a file writes it -> what times beside it are read in. */
export function readZoneName(text: string, names?: ZoneNames): ZoneReading {
  const trimmed = text.trim();
  const upper = trimmed.toUpperCase();
  const abbr = ABBREVIATIONS[upper];
  if (abbr !== undefined) return { kind: 'zone', zone: abbr };
  const choices = AMBIGUOUS[upper];
  if (choices) return { kind: 'ambiguous', choices };
  const offset = offsetMinutes(trimmed);
  if (offset !== undefined) return { kind: 'zone', zone: offset };
  const named = names?.get(nameKey(trimmed));
  if (named) return { kind: 'zone', zone: named };
  const iana = ianaZone(trimmed);
  return iana ? { kind: 'zone', zone: iana } : { kind: 'unknown' };
}

/** The Windows and Rails names, loaded on first need (the import's worker only). */
export const loadZoneNames = (): Promise<ZoneNames> =>
  import('./zone-data').then((m) => m.zoneNames());
