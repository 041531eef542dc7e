import { describe, expect, it } from 'vitest';
import { normaliseNumber, parseDate, parseYesNo } from '../../src/import/pipeline/read/values';

describe('normaliseNumber', () => {
  it.each([
    ['12', '12'],
    ['12.50', '12.50'],
    ['1,234.50', '1234.50'],
    ['1.234,50', '1234.50'],
    ['12,5', '12.5'],
    ['1,234,567', '1234567'],
    ['1.234.567', '1234567'],
    ['€ 20,00', '20.00'],
    ['$1,200.00', '1200.00'],
    ['-3.5', '-3.5'],
    ['', ''],
  ])('%j -> %j', (raw, value) => {
    expect(normaliseNumber(raw)).toEqual({ ok: true, value });
  });

  it.each(['1,234', 'abc', '1,2,3', '1.23,4,5'])('flags %j', (raw) => {
    expect(normaliseNumber(raw).ok).toBe(false);
  });

  it('explains an ambiguous thousands separator', () => {
    const r = normaliseNumber('1,234');
    expect(!r.ok && r.error).toMatch(/could be 1234 or 1.234/);
  });
});

describe('parseDate', () => {
  it('reads Shopify dates with an offset', () => {
    expect(parseDate('2025-10-07 09:50:26 +0200')).toEqual({
      ok: true,
      value: Date.UTC(2025, 9, 7, 7, 50, 26),
    });
  });
  it('reads ISO 8601 with Z and with an offset', () => {
    expect(parseDate('2025-10-07T07:50:26Z')).toEqual({
      ok: true,
      value: Date.UTC(2025, 9, 7, 7, 50, 26),
    });
    expect(parseDate('2025-10-07T09:50:26.500+02:00')).toEqual({
      ok: true,
      value: Date.UTC(2025, 9, 7, 7, 50, 26, 500),
    });
  });
  it('reads local times and dates in the local time zone', () => {
    expect(parseDate('2025-10-07T09:50')).toEqual({
      ok: true,
      value: new Date(2025, 9, 7, 9, 50).getTime(),
    });
    expect(parseDate('2025-10-07')).toEqual({ ok: true, value: new Date(2025, 9, 7).getTime() });
  });
  it('reads epoch seconds and milliseconds', () => {
    expect(parseDate('1759823426')).toEqual({ ok: true, value: 1759823426000 });
    expect(parseDate('1759823426123')).toEqual({ ok: true, value: 1759823426123 });
  });
  it('flags the unreadable and leaves empty unset', () => {
    expect(parseDate('07/10/2025').ok).toBe(false);
    expect(parseDate('')).toEqual({ ok: true, value: undefined });
  });
});

describe('parseYesNo', () => {
  it('reads yes and no words', () => {
    expect(parseYesNo('Yes')).toEqual({ ok: true, value: true });
    expect(parseYesNo('0')).toEqual({ ok: true, value: false });
    expect(parseYesNo('maybe').ok).toBe(false);
    // A payment status is not a yes: "paid" must not mark an order paid out.
    expect(parseYesNo('paid').ok).toBe(false);
  });
});
