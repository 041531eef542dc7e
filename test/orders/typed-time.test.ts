import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTypedTime } from '../../src/orders/typed-time';

const now = new Date(2025, 9, 8, 9, 15); // 8 Oct 2025, 09:15 local
const at = (text: string) => {
  const r = parseTypedTime(text, now);
  if (!r.ok) throw new Error(r.message);
  return r.date.getTime();
};

describe('parseTypedTime', () => {
  it('reads a local date and time, with a space or a T, with or without seconds', () => {
    expect(at('2025-10-07 14:30')).toBe(new Date(2025, 9, 7, 14, 30).getTime());
    expect(at('2025-10-07T14:30:05')).toBe(new Date(2025, 9, 7, 14, 30, 5).getTime());
    expect(at('  2025-10-07   14:30 ')).toBe(new Date(2025, 9, 7, 14, 30).getTime());
    expect(at('2025-10-07')).toBe(new Date(2025, 9, 7).getTime());
  });

  it('reads an ISO 8601 value by its own zone, not this device’s', () => {
    expect(at('2025-10-07T14:30:00+02:00')).toBe(Date.UTC(2025, 9, 7, 12, 30));
    expect(at('2025-10-07T14:30:00+0200')).toBe(Date.UTC(2025, 9, 7, 12, 30));
    expect(at('2025-10-07T12:30:00Z')).toBe(Date.UTC(2025, 9, 7, 12, 30));
    expect(at('2025-10-07 12:30:00.250z')).toBe(Date.UTC(2025, 9, 7, 12, 30, 0, 250));
    expect(at('2025-10-07T09:30-05:00')).toBe(Date.UTC(2025, 9, 7, 14, 30));
  });

  it('reads today, yesterday and tomorrow, with a time or at midnight, and a time alone as today', () => {
    expect(at('yesterday 14:30')).toBe(new Date(2025, 9, 7, 14, 30).getTime());
    expect(at('Yesterday at 14:30:10')).toBe(new Date(2025, 9, 7, 14, 30, 10).getTime());
    expect(at('tomorrow')).toBe(new Date(2025, 9, 9).getTime());
    expect(at('today 7:05')).toBe(new Date(2025, 9, 8, 7, 5).getTime());
    expect(at('14:30')).toBe(new Date(2025, 9, 8, 14, 30).getTime());
    expect(at('now')).toBe(now.getTime());
  });

  it('crosses month and year ends', () => {
    const newYear = new Date(2026, 0, 1, 8, 0);
    const r = parseTypedTime('yesterday 23:59', newYear);
    expect(r.ok && r.date.getTime()).toBe(new Date(2025, 11, 31, 23, 59).getTime());
  });

  it('refuses what does not exist or is not a time, and says which forms it reads', () => {
    for (const text of [
      '2025-02-30',
      '2025-13-01 10:00',
      '2025-10-07 24:00',
      '14:60',
      'next tuesday',
      '07/10/2025',
    ]) {
      const r = parseTypedTime(text, now);
      expect(r.ok, text).toBe(false);
      if (!r.ok) expect(r.message).toContain('yesterday 14:30');
    }
    expect(parseTypedTime('   ', now)).toEqual({
      ok: false,
      message: 'Type a time, or leave the field empty.',
    });
  });
});

describe('parseTypedTime across a change of the clocks', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Europe/Berlin';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('says a time skipped when summer time began did not happen, and what to type instead', () => {
    const r = parseTypedTime('2025-03-30 02:30', now);
    expect(r).toEqual({
      ok: false,
      message:
        '02:30 did not happen on 2025-03-30 in your time zone (Europe/Berlin): the clocks went forward, straight to 03:30. Type 03:30 for that instant, or a time with its zone (2025-03-30T02:30+01:00).',
    });
    // The instants it names are the same one, and a time either side of the jump is read.
    expect(at('2025-03-30 03:30')).toBe(Date.UTC(2025, 2, 30, 1, 30));
    expect(at('2025-03-30T02:30+01:00')).toBe(Date.UTC(2025, 2, 30, 1, 30));
    expect(at('2025-03-30 01:59')).toBe(Date.UTC(2025, 2, 30, 0, 59));
  });
});

describe.each([
  {
    zone: 'America/New_York',
    text: '2025-11-02 01:30',
    message:
      '01:30 happened twice on 2025-11-02 in your time zone (America/New_York): first at -04:00 (summer time), then at -05:00, after the clocks went back. Which one?',
    first: Date.UTC(2025, 10, 2, 5, 30),
    offsets: ['-04:00', '-05:00'],
  },
  {
    zone: 'Europe/Berlin',
    text: '2025-10-26 02:30',
    message:
      '02:30 happened twice on 2025-10-26 in your time zone (Europe/Berlin): first at +02:00 (summer time), then at +01:00, after the clocks went back. Which one?',
    first: Date.UTC(2025, 9, 26, 0, 30),
    offsets: ['+02:00', '+01:00'],
  },
])(
  'parseTypedTime in the hour that happens twice ($zone)',
  ({ zone, text, message, first, offsets }) => {
    const before = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = zone;
    });
    afterAll(() => {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    });

    it('says so and offers both instants, an hour apart, each with its offset', () => {
      const r = parseTypedTime(text, now);
      if (r.ok) throw new Error('taken silently');
      expect(r.message).toBe(message);
      expect(r.choices?.map((c) => c.date.getTime())).toEqual([first, first + 3600_000]);
      expect(r.choices?.map((c) => c.label)).toEqual([
        `${text.slice(11)} at ${offsets[0] ?? ''} (summer time)`,
        `${text.slice(11)} at ${offsets[1] ?? ''} (after the clocks went back)`,
      ]);
    });

    it('reads the hours either side of it as one instant each', () => {
      const day = text.slice(0, 10);
      const hour = Number(text.slice(11, 13));
      const h = (n: number) => String(n).padStart(2, '0');
      expect(parseTypedTime(`${day} ${h(hour - 1)}:59`, now).ok).toBe(true);
      expect(parseTypedTime(`${day} ${h(hour + 1)}:00`, now).ok).toBe(true);
      // A time with its zone names one of the two: no question.
      expect(at(`${day}T${text.slice(11)}${offsets[1] ?? ''}`)).toBe(first + 3600_000);
    });
  },
);
