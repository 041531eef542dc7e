import { describe, expect, it } from 'vitest';
import { looksBinary } from '../../src/tables/binary';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('looksBinary', () => {
  it('calls a file with a NUL byte in its first 8 KB binary', () => {
    expect(looksBinary(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00))).toBe(true); // PNG
    expect(looksBinary(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00))).toBe(true); // zip, .xlsx
  });

  it('calls CSV, UTF-8 with a BOM and UTF-16 with its BOM text', () => {
    expect(looksBinary(new TextEncoder().encode('order,code\nA1,ALICE10\n'))).toBe(false);
    expect(looksBinary(bytes(0xef, 0xbb, 0xbf, 0x61, 0x2c, 0x62))).toBe(false);
    expect(looksBinary(bytes(0xff, 0xfe, 0x61, 0x00, 0x2c, 0x00))).toBe(false);
  });

  it('looks only at the first 8 KB', () => {
    const file = new Uint8Array(9000).fill(0x61);
    file[8500] = 0;
    expect(looksBinary(file)).toBe(false);
    file[8000] = 0;
    expect(looksBinary(file)).toBe(true);
  });

  it('calls a file with no zero byte but control bytes throughout binary, and text with a stray one text', () => {
    // Deterministic noise with every zero byte replaced: as an encrypted or compressed file.
    let seed = 7;
    const noise = Uint8Array.from({ length: 4000 }, () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return ((seed >> 16) % 255) + 1;
    });
    expect(noise.includes(0)).toBe(false);
    expect(looksBinary(noise)).toBe(true);
    // Windows-1252 text with accents, a vertical tab from Excel and a DOS end-of-file mark.
    const text = new TextEncoder().encode('order,note\nA1,"two\vlines"\n'.repeat(50));
    const withMarks = Uint8Array.from([...text, 0xe9, 0x1a]);
    expect(looksBinary(withMarks)).toBe(false);
    // One stray control byte in a text file does not make it binary.
    expect(looksBinary(Uint8Array.from([...text, 0x01]))).toBe(false);
  });
});
