// Zone names of every family a file writes, read to the right instant, across DST changes.
import fc from 'fast-check';
import { WINDOWS_TO_IANA_MAP } from 'windows-iana';
import { describe, expect, it } from 'vitest';
import { instantIn, readDate } from '../../src/import/pipeline/read/dates';
import { RAILS_ZONES } from '../../src/import/pipeline/read/zone-data/rails-zones';
import { readZoneName, loadZoneNames } from '../../src/import/pipeline/read/zone-names';
import { zoneOffsetMinutes } from '../../src/lib/zone-offset';

const utc = (y: number, mo: number, d: number, h = 0, mi = 0) => Date.UTC(y, mo - 1, d, h, mi);
const names = await loadZoneNames();

/** The instant a wall time in `name`'s zone is, as the import reads a row with that zone. */
const read = (wall: string, name: string) => {
  const z = readZoneName(name, names);
  if (z.kind !== 'zone') return z.kind;
  const r = readDate(wall, 'iso', z.zone);
  return r.ok ? r.value : r.error;
};

describe('readZoneName: each family to the right instant', () => {
  it('IANA names, in any case', () => {
    expect(read('2025-07-01 10:00', 'America/Los_Angeles')).toBe(utc(2025, 7, 1, 17));
    expect(read('2025-01-15 10:00', 'europe/berlin')).toBe(utc(2025, 1, 15, 9));
  });

  it('Rails names (Square’s Time Zone column), summer and winter', () => {
    expect(read('2025-07-01 10:00', 'Pacific Time (US & Canada)')).toBe(utc(2025, 7, 1, 17));
    expect(read('2025-01-15 10:00', 'Pacific Time (US & Canada)')).toBe(utc(2025, 1, 15, 18));
    expect(read('2025-07-01 10:00', 'Eastern Time (US & Canada)')).toBe(utc(2025, 7, 1, 14));
    expect(read('2025-07-01 10:00', 'London')).toBe(utc(2025, 7, 1, 9));
    expect(read('2025-01-15 10:00', 'London')).toBe(utc(2025, 1, 15, 10));
    expect(read('2025-07-01 10:00', 'Berlin')).toBe(utc(2025, 7, 1, 8));
    // Rails' own display form: "(GMT-08:00) Pacific Time (US & Canada)".
    expect(read('2025-07-01 10:00', '(GMT-08:00) Pacific Time (US & Canada)')).toBe(
      utc(2025, 7, 1, 17),
    );
  });

  it('Windows names follow the zone’s summer time (not the fixed standard offset)', () => {
    expect(read('2025-07-01 10:00', 'Pacific Standard Time')).toBe(utc(2025, 7, 1, 17));
    expect(read('2025-01-15 10:00', 'Pacific Standard Time')).toBe(utc(2025, 1, 15, 18));
    expect(read('2025-07-01 10:00', 'W. Europe Standard Time')).toBe(utc(2025, 7, 1, 8));
    expect(read('2025-01-15 10:00', 'w. europe standard time')).toBe(utc(2025, 1, 15, 9));
    expect(read('2025-01-15 10:00', 'AUS Eastern Standard Time')).toBe(utc(2025, 1, 14, 23));
  });

  it('abbreviations mean their own offset, summer ones included', () => {
    const july = '2025-07-01 10:00';
    expect(read(july, 'PST')).toBe(utc(2025, 7, 1, 18));
    expect(read(july, 'PDT')).toBe(utc(2025, 7, 1, 17));
    expect(read(july, 'CET')).toBe(utc(2025, 7, 1, 9));
    expect(read(july, 'CEST')).toBe(utc(2025, 7, 1, 8));
    expect(read(july, 'BST')).toBe(utc(2025, 7, 1, 9));
    expect(read(july, 'AEST')).toBe(utc(2025, 7, 1, 0));
    expect(read(july, 'aedt')).toBe(utc(2025, 6, 30, 23));
  });

  it('an ambiguous abbreviation is asked, with its meanings, never guessed', () => {
    for (const abbr of ['CST', 'IST']) {
      const z = readZoneName(abbr, names);
      expect(z.kind).toBe('ambiguous');
      if (z.kind === 'ambiguous') expect(z.choices.length).toBeGreaterThan(1);
    }
    const cst = readZoneName('CST', names);
    expect(cst.kind === 'ambiguous' && cst.choices.map((c) => c.label)).toContain(
      'China Standard Time (UTC+08:00)',
    );
  });

  it('offsets as files write them', () => {
    expect(read('2025-07-01 10:00', '+05:30')).toBe(utc(2025, 7, 1, 4, 30));
    expect(read('2025-07-01 10:00', 'UTC+2')).toBe(utc(2025, 7, 1, 8));
    expect(read('2025-07-01 10:00', 'GMT-05:00')).toBe(utc(2025, 7, 1, 15));
    expect(read('2025-07-01 10:00', '-0800')).toBe(utc(2025, 7, 1, 18));
  });

  it('a name nobody uses is unknown (asked), not read as some zone', () => {
    expect(readZoneName('Pacific Time (US and Mars)', names)).toEqual({ kind: 'unknown' });
    expect(readZoneName('Mars/Olympus', names)).toEqual({ kind: 'unknown' });
    // Without the lazily loaded names, Rails' names are not known.
    expect(readZoneName('Pacific Time (US & Canada)')).toEqual({ kind: 'unknown' });
  });
});

// Every Rails and Windows name, at any instant 2000–2035: the wall time its zone shows there
// reads back to that instant (in the hour clocks go back, to the earlier of the two).
const wallOf = (t: number, zone: string) => t + zoneOffsetMinutes(zone, t) * 60_000;
const dataNames = [
  ...Object.entries(RAILS_ZONES),
  ...WINDOWS_TO_IANA_MAP.filter((r) => r.territory === '001').map(
    (r) => [r.windowsName, r.iana[0]] as const,
  ),
];

describe('readZoneName: property over the data', () => {
  it('every Rails and Windows name reads wall times back to their instant, across DST', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...dataNames),
        fc.integer({ min: utc(2000, 1, 1), max: utc(2035, 12, 31) }),
        ([name, zone], minute) => {
          const t = Math.floor(minute / 60_000) * 60_000;
          const z = readZoneName(name, names);
          expect(z.kind).toBe('zone');
          if (z.kind !== 'zone') return;
          const wall = wallOf(t, zone);
          const back = instantIn(wall, z.zone);
          expect(wallOf(back, zone)).toBe(wall);
          expect(back).toBeLessThanOrEqual(t);
          // Only a repeated hour (clocks going back) may read earlier, and by at most its length.
          expect(t - back).toBeLessThanOrEqual(2 * 3_600_000);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('around every 2025 DST change in Los Angeles and Berlin, by Rails and Windows names alike', () => {
    const cases: [string, string, string, number][] = [
      // Spring forward: 02:30 does not exist; clocks read it as 03:30 (moved by the gap).
      [
        'Pacific Time (US & Canada)',
        'Pacific Standard Time',
        '2025-03-09 01:59',
        utc(2025, 3, 9, 9, 59),
      ],
      [
        'Pacific Time (US & Canada)',
        'Pacific Standard Time',
        '2025-03-09 03:00',
        utc(2025, 3, 9, 10),
      ],
      // Fall back: 01:30 happens twice; the earlier (summer) one.
      [
        'Pacific Time (US & Canada)',
        'Pacific Standard Time',
        '2025-11-02 01:30',
        utc(2025, 11, 2, 8, 30),
      ],
      [
        'Pacific Time (US & Canada)',
        'Pacific Standard Time',
        '2025-11-02 02:30',
        utc(2025, 11, 2, 10, 30),
      ],
      ['Berlin', 'W. Europe Standard Time', '2025-03-30 01:59', utc(2025, 3, 30, 0, 59)],
      ['Berlin', 'W. Europe Standard Time', '2025-03-30 03:00', utc(2025, 3, 30, 1)],
      ['Berlin', 'W. Europe Standard Time', '2025-10-26 03:00', utc(2025, 10, 26, 2)],
    ];
    for (const [rails, windows, wall, expected] of cases) {
      expect(read(wall, rails), `${rails} ${wall}`).toBe(expected);
      expect(read(wall, windows), `${windows} ${wall}`).toBe(expected);
    }
  });

  it('any abbreviation or offset is a fixed offset, whatever the date', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(['PST', -480], ['PDT', -420], ['CEST', 120], ['AEDT', 660], ['NZST', 720]),
        fc.integer({ min: utc(2000, 1, 1), max: utc(2035, 12, 31) }),
        ([abbr, minutes], t) => {
          const z = readZoneName(abbr);
          expect(z).toEqual({ kind: 'zone', zone: minutes });
          expect(instantIn(t, minutes as number)).toBe(t - (minutes as number) * 60_000);
        },
      ),
    );
  });
});
