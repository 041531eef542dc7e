// Numbers as people and files write them: either decimal sign, with grouping; only
// "1,234" / "1.234" is decided by the locale (the file's, else the person's).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fileDecimalSign,
  formatDecimal,
  localeDecimalSign,
  parseDecimal,
} from '../../src/lib/parse-decimal';

const value = (text: string, sign: '.' | ',') => {
  const r = parseDecimal(text, sign);
  return r.ok ? r.value : r.error;
};

describe('parseDecimal', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads a decimal comma and a decimal dot whatever the locale, when only one reading fits', () => {
    for (const sign of ['.', ','] as const) {
      expect(value('12,5', sign)).toBe(12.5);
      expect(value('12.5', sign)).toBe(12.5);
      expect(value('0,125', sign)).toBe(0.125);
      expect(value('1234,567', sign)).toBe(1234.567);
      expect(value('1.234,50', sign)).toBe(1234.5);
      expect(value('1,234.50', sign)).toBe(1234.5);
      expect(value('1 234,5', sign)).toBe(1234.5);
      expect(value('1,234,567', sign)).toBe(1234567);
      expect(value('1.234.567', sign)).toBe(1234567);
      expect(value('-3', sign)).toBe(-3);
      expect(value('1e3', sign)).toBe(1000);
      expect(value('', sign)).toBeUndefined();
    }
  });

  it('lets the locale settle one separator before three digits', () => {
    expect(value('1,234', '.')).toBe(1234);
    expect(value('1,234', ',')).toBe(1.234);
    expect(value('1.234', '.')).toBe(1.234);
    expect(value('1.234', ',')).toBe(1234);
  });

  it('refuses what is no number, with an example in the locale’s form', () => {
    expect(value('1,23,4', '.')).toBe('Enter a number, e.g. 12.50.');
    expect(value('abc', ',')).toBe('Enter a number, e.g. 12,50.');
    expect(value('1.234,5.6', ',')).toBe('Enter a number, e.g. 12,50.');
  });

  it('takes the person’s locale when no sign is given, and shows numbers back in it', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    expect(localeDecimalSign('de-DE')).toBe(',');
    expect(localeDecimalSign('en-GB')).toBe('.');
    expect(parseDecimal('1,234')).toEqual({ ok: true, value: 1.234 });
    expect(formatDecimal(12.5)).toBe('12,5');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    expect(parseDecimal('1,234')).toEqual({ ok: true, value: 1234 });
    expect(formatDecimal(12.5)).toBe('12.5');
  });
});

describe('fileDecimalSign', () => {
  it('is what the cells that settle it show, and nothing when none does or they disagree', () => {
    expect(fileDecimalSign(['12', '1,234', '12,5'])).toBe(',');
    expect(fileDecimalSign(['1,234', '2.000'])).toBeUndefined();
    expect(fileDecimalSign(['1.5', '2,5'])).toBeUndefined();
    expect(fileDecimalSign(['1.234,00'])).toBe(',');
    expect(fileDecimalSign(['1,234,567', '1,234'])).toBe('.');
    expect(fileDecimalSign(['7,5 %'])).toBe(',');
  });
});
