import { describe, expect, it } from 'vitest';
import { looksBinary } from '../../src/import/parse/binary';

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
});
