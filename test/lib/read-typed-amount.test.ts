// The one reader for typed amounts, in an English (en-US) and a German (de-DE) browser:
// only a separator that could be a thousands group or a decimal sign is asked.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDecimal } from '../../src/lib/parse-decimal';
import {
  askQuestion,
  readAsText,
  readTypedAmount,
  textForReading,
} from '../../src/lib/read-typed-amount';

const LOCALES = [
  { locale: 'en-US', sign: '.', other: ',' },
  { locale: 'de-DE', sign: ',', other: '.' },
] as const;

const inBrowser = (locale: string) => {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(locale);
};

describe('readTypedAmount', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks "2,125" in an English browser, with both readings, and reads "2.125" as a decimal', () => {
    inBrowser('en-US');
    expect(readTypedAmount('2,125')).toEqual({
      kind: 'ask',
      text: '2,125',
      readings: [2125, 2.125],
    });
    expect(readTypedAmount('12,500')).toEqual({
      kind: 'ask',
      text: '12,500',
      readings: [12500, 12.5],
    });
    expect(readTypedAmount('-2,125')).toMatchObject({ kind: 'ask', readings: [-2125, -2.125] });
    expect(askQuestion({ text: '2,125', readings: [2125, 2.125] })).toBe('2,125: 2125 or 2.125?');
    expect(readTypedAmount('2.125')).toEqual({ kind: 'read', value: 2.125 });
    expect(readAsText('2.125')).toBe('Read as 2.125');
  });

  it('asks "2.125" in a German browser, and reads "2,125" as a decimal', () => {
    inBrowser('de-DE');
    expect(readTypedAmount('2.125')).toEqual({
      kind: 'ask',
      text: '2.125',
      readings: [2125, 2.125],
    });
    expect(askQuestion({ text: '2.125', readings: [2125, 2.125] })).toBe('2.125: 2125 or 2,125?');
    expect(readTypedAmount('2,125')).toEqual({ kind: 'read', value: 2.125 });
    expect(readAsText('2,125')).toBe('Read as 2,125');
  });

  it.each(LOCALES)('reads what says its decimal sign in $locale', ({ sign }) => {
    const value = (text: string) => {
      const r = readTypedAmount(text, sign);
      return r.kind === 'read' ? r.value : r.kind;
    };
    expect(value('1,234.56')).toBe(1234.56);
    expect(value('1.234,56')).toBe(1234.56);
    expect(value('0,125')).toBe(0.125);
    expect(value('0.125')).toBe(0.125);
    expect(value('12,5')).toBe(12.5);
    expect(value('12.5')).toBe(12.5);
    expect(value('1,234,567')).toBe(1234567);
    expect(value('2125')).toBe(2125);
    expect(value('')).toBe('empty');
    expect(value('  ')).toBe('empty');
    expect(value('twelve')).toBe('invalid');
    expect(readAsText('2125', sign)).toBeUndefined();
    expect(readAsText(sign === '.' ? '2.5' : '2,5', sign)).toBeUndefined();
    expect(readAsText('1,234.5', sign)).toBe(`Read as ${sign === '.' ? '1234.5' : '1234,5'}`);
  });

  it.each(LOCALES)(
    'in $locale, a chosen reading written back reads as itself (never asked again)',
    ({ sign }) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 999 }),
          fc.integer({ min: 0, max: 999 }),
          fc.boolean(),
          (int, frac, negative) => {
            const text = `${negative ? '-' : ''}${int}${sign === '.' ? ',' : '.'}${String(frac).padStart(3, '0')}`;
            const asked = readTypedAmount(text, sign);
            expect(asked.kind).toBe('ask');
            if (asked.kind !== 'ask') return;
            const [grouped, decimal] = asked.readings;
            expect(grouped).toBe((negative ? -1 : 1) * (int * 1000 + frac));
            expect(Math.abs(decimal - (negative ? -1 : 1) * (int + frac / 1000))).toBeLessThan(
              1e-9,
            );
            for (const reading of asked.readings)
              expect(readTypedAmount(textForReading(reading, sign), sign)).toEqual({
                kind: 'read',
                value: reading,
              });
          },
        ),
      );
    },
  );

  it.each(LOCALES)('in $locale, whatever the console writes reads back unasked', ({ sign }) => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
        const value = Math.round(n * 1000) / 1000 || 0;
        expect(readTypedAmount(formatDecimal(value, sign), sign)).toEqual({ kind: 'read', value });
      }),
    );
  });

  it.each(LOCALES)(
    'in $locale, text with both signs or more than one group is read, never asked',
    ({ sign }) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 999 }),
          fc.integer({ min: 0, max: 999 }),
          fc.integer({ min: 0, max: 99 }),
          fc.constantFrom<['.' | ',', '.' | ',']>([',', '.'], ['.', ',']),
          (thousands, units, cents, [group, decimal]) => {
            const text = `${thousands}${group}${String(units).padStart(3, '0')}${decimal}${String(cents).padStart(2, '0')}`;
            const read = readTypedAmount(text, sign);
            expect(read).toEqual({ kind: 'read', value: thousands * 1000 + units + cents / 100 });
          },
        ),
      );
    },
  );
});
