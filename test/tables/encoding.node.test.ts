import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeText } from '../../src/tables/encoding';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../fixtures/exports/${name}`, import.meta.url)));

/** UTF-16 bytes of a string, little or big endian, with or without a byte-order mark. */
function utf16(text: string, endian: 'le' | 'be', bom: boolean): Uint8Array {
  const units = [...(bom ? [0xfeff] : []), ...Array.from(text, (c) => c.charCodeAt(0))];
  const bytes = new Uint8Array(units.length * 2);
  units.forEach((u, i) => {
    const [hi, lo] = [u >> 8, u & 0xff];
    bytes[i * 2] = endian === 'le' ? lo : hi;
    bytes[i * 2 + 1] = endian === 'le' ? hi : lo;
  });
  return bytes;
}

const CSV = 'Name,Lineitem name\n#1,Women’s Hoodie\n#2,Crème brûlée Candle\n';

describe('decodeText', () => {
  it('reads a Windows-1252 export (not valid UTF-8) as Windows-1252 and says so', () => {
    const { text, encoding } = decodeText(fixture('windows-1252.csv'));
    expect(encoding).toEqual({
      name: 'windows-1252',
      detected: true,
      note: 'Read as Windows-1252 (the file is not valid UTF-8).',
    });
    expect(text).toContain('Women’s Hoodie - Oat / S');
    expect(text).toContain('Crème brûlée Candle');
    expect(text).toContain('Geschenk – bitte Gutschein über 20 € beilegen');
    expect(text).toContain('Zoë Müller');
    expect(text).not.toContain('\ufffd');
  });

  it('reads valid UTF-8 as UTF-8', () => {
    const { text, encoding } = decodeText(new TextEncoder().encode(CSV));
    expect(text).toBe(CSV);
    expect(encoding.note).toBe('Read as UTF-8.');
  });

  it('drops a UTF-8 byte-order mark', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(CSV)]);
    const { text, encoding } = decodeText(bytes);
    expect(text).toBe(CSV);
    expect(encoding.note).toBe('Read as UTF-8 (byte-order mark).');
  });

  it.each([
    ['le', true, 'utf-16le', 'byte-order mark'],
    ['be', true, 'utf-16be', 'byte-order mark'],
    ['le', false, 'utf-16le', 'NUL bytes between the characters'],
    ['be', false, 'utf-16be', 'NUL bytes between the characters'],
  ] as const)(
    'reads UTF-16 %s (BOM: %s) before any NUL byte could count as binary',
    (endian, bom, name, why) => {
      const { text, encoding } = decodeText(utf16(CSV, endian, bom));
      expect(text).toBe(CSV);
      expect(encoding.name).toBe(name);
      expect(encoding.note).toContain(why);
    },
  );

  it('refuses a binary file, once UTF-16 is ruled out', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(() => decodeText(new Uint8Array([...png, ...new TextEncoder().encode(CSV)]))).toThrow(
      'This file is not text',
    );
  });

  it('reads the bytes in the encoding a person chose', () => {
    const bytes = fixture('windows-1252.csv');
    expect(decodeText(bytes, 'utf-8').text).toContain('Women\ufffds Hoodie');
    const chosen = decodeText(bytes, 'windows-1251');
    expect(chosen.encoding).toEqual({
      name: 'windows-1251',
      detected: false,
      note: 'Read as Windows-1251 (chosen).',
    });
    expect(chosen.text).toContain('Women’s Hoodie');
    expect(chosen.text).not.toContain('Crème');
  });
});
