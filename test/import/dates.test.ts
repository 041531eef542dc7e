import { describe, expect, it } from 'vitest';
import {
  headerSaysUtc,
  inferDateFormat,
  readDate,
  wallTimeToEpoch,
} from '../../src/import/pipeline/read/dates';

const at = (r: ReturnType<typeof readDate>) => (r.ok ? r.value : r.error);
const utc = (...a: [number, number, number, number?, number?, number?]) =>
  Date.UTC(a[0], a[1] - 1, a[2], a[3] ?? 0, a[4] ?? 0, a[5] ?? 0);

describe('inferDateFormat', () => {
  it('infers each format from all values of a column', () => {
    expect(inferDateFormat(['2025-11-03 18:22:09 +0000']).format).toBe('iso');
    expect(inferDateFormat(['2025-11-03T18:22:09.000000Z']).format).toBe('iso');
    expect(inferDateFormat(['2025/12/31 11:23', '2025/01/02']).format).toBe('ymd-slash');
    expect(inferDateFormat(['13.05.2021 11:01', '02.03.2021 09:15']).format).toBe('dmy-dot');
    expect(inferDateFormat(['01/10/2025', '18/10/2025']).format).toBe('dmy-slash');
    expect(inferDateFormat(['11/02/25', '11/15/25']).format).toBe('mdy-short');
    expect(inferDateFormat(['12/31/2025 2:05 PM', '01/02/2025']).format).toBe('mdy-slash');
    expect(inferDateFormat(['1762194129', '1762194130']).format).toBe('epoch-s');
    expect(inferDateFormat(['1762194129000']).format).toBe('epoch-ms');
    expect(inferDateFormat(['45962.5', '45963']).format).toBe('excel');
  });

  it('calls a column ambiguous when day and month can swap in every value, unless a hint picks', () => {
    const both = ['01/02/2025', '03/04/2025'];
    expect(inferDateFormat(both).format).toBeUndefined();
    expect(inferDateFormat(both).candidates).toEqual(['mdy-slash', 'dmy-slash']);
    expect(inferDateFormat(both, 'dmy-slash').format).toBe('dmy-slash');
  });

  it('counts the values that fit and says whether any lacks a zone', () => {
    expect(inferDateFormat(['2025-01-02', 'soon', ''])).toMatchObject({
      format: 'iso',
      matched: 1,
      total: 2,
      zoneless: true,
    });
    expect(inferDateFormat(['2025-01-02T10:00:00Z']).zoneless).toBe(false);
    expect(inferDateFormat(['nope']).candidates).toEqual([]);
  });
});

describe('readDate', () => {
  it('keeps an offset the value carries, whatever the source zone', () => {
    expect(readDate('2025-10-06 09:14:52 +0200', 'iso', 'America/Los_Angeles')).toEqual({
      ok: true,
      value: utc(2025, 10, 6, 7, 14, 52),
    });
    expect(at(readDate('2025-11-03T18:22:09.000000Z', 'iso', 'Asia/Tokyo'))).toBe(
      utc(2025, 11, 3, 18, 22, 9),
    );
  });

  it('reads a zone-less time in the source zone, across daylight saving', () => {
    expect(at(readDate('2025-12-01 09:12:05', 'iso', 'Europe/Berlin'))).toBe(
      utc(2025, 12, 1, 8, 12, 5),
    );
    expect(at(readDate('2025-07-01 09:12:05', 'iso', 'Europe/Berlin'))).toBe(
      utc(2025, 7, 1, 7, 12, 5),
    );
    expect(at(readDate('2025-11-28 19:04:11', 'iso', 'UTC'))).toBe(utc(2025, 11, 28, 19, 4, 11));
    expect(at(readDate('11/02/25', 'mdy-short', 'America/New_York'))).toBe(utc(2025, 11, 2, 4));
  });

  it('reads a per-row zone abbreviation (PayPal) and IANA names', () => {
    expect(at(readDate('01/10/2025 10:15:22', 'dmy-slash', 'UTC', 'CEST'))).toBe(
      utc(2025, 10, 1, 8, 15, 22),
    );
    expect(at(readDate('26/10/2025 02:30:00', 'dmy-slash', 'UTC', 'CET'))).toBe(
      utc(2025, 10, 26, 1, 30),
    );
    expect(at(readDate('26/10/2025 02:30:00', 'dmy-slash', 'UTC', 'Europe/Paris'))).toBe(
      utc(2025, 10, 26, 0, 30),
    );
    expect(readDate('26/10/2025', 'dmy-slash', 'UTC', 'Mars/Olympus')).toMatchObject({ ok: false });
  });

  it('reads epoch and Excel serials', () => {
    expect(at(readDate('1762194129', 'epoch-s', 'Europe/Berlin'))).toBe(1762194129000);
    // Excel counts 1 January 2025 as day 45658.
    expect(at(readDate('45962.5', 'excel', 'UTC'))).toBe(utc(2025, 11, 1, 12));
  });

  it('says which format it expected when a value does not fit', () => {
    expect(readDate('31/12/2025', 'mdy-slash', 'UTC')).toEqual({
      ok: false,
      error: '"31/12/2025" is not a date in the format MM/DD/YYYY (US).',
    });
    expect(readDate('2025-02-30', 'iso', 'UTC').ok).toBe(false);
    expect(readDate('', 'iso', 'UTC')).toEqual({ ok: true, value: undefined });
  });
});

describe('wallTimeToEpoch', () => {
  it('takes the earlier of a repeated hour and moves a skipped one forward', () => {
    // 31.10.2021 02:30 in Berlin happened twice: 00:30Z (CEST) and 01:30Z (CET).
    expect(wallTimeToEpoch(utc(2021, 10, 31, 2, 30), 'Europe/Berlin')).toBe(
      utc(2021, 10, 31, 0, 30),
    );
    // 28.03.2021 02:30 never happened in Berlin: clocks jumped 02:00 -> 03:00.
    expect(wallTimeToEpoch(utc(2021, 3, 28, 2, 30), 'Europe/Berlin')).toBe(utc(2021, 3, 28, 1, 30));
    expect(wallTimeToEpoch(utc(2025, 1, 1), 'Asia/Kathmandu')).toBe(utc(2024, 12, 31, 18, 15));
  });
});

describe('headerSaysUtc', () => {
  it('recognises headers that state UTC', () => {
    for (const h of [
      'Created date (UTC)',
      'date_created_gmt',
      'Purchase Time (UTC timezone)',
      'created_utc',
    ])
      expect(headerSaysUtc(h), h).toBe(true);
    for (const h of ['Created at', 'date', 'Outcome', 'gmtime'])
      expect(headerSaysUtc(h), h).toBe(false);
  });
});
