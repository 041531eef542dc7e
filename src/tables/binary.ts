// A text file has no NUL byte in its first 8 KB, and next to no control characters; an
// image, a zip or an encrypted file has NUL bytes, or failing that (no zero byte in 8 KB
// happens) about one control byte in ten. Such a file would otherwise be read as
// Windows-1252, which accepts any byte, and parse as "79 rows, 1 column" of noise. Spreadsheets and UTF-16
// text (NUL beside every letter) are recognised before this check (parse-input.ts).

export const SNIFF_BYTES = 8 * 1024;

// Said on every page that reads a table (Import, the directory, many affiliates' commissions).
export const BINARY_FILE =
  'This file is not text (it holds binary data, as an image or a zip does). Choose a CSV, TSV, JSON, NDJSON, XLSX, XLS or ODS file.';

/**
 * C0 controls no text export holds: not tab, line feed, vertical tab (Excel's line break in a
 * cell), form feed, carriage return, SUB (old DOS end of file) or ESC; and DEL.
 */
const isControl = (b: number) =>
  (b >= 0x01 && b <= 0x08) || (b >= 0x0e && b <= 0x19) || (b >= 0x1c && b <= 0x1f) || b === 0x7f;

/** More than one control byte in a hundred (random bytes: about one in ten) is not text. */
const MAX_CONTROLS_PER_100 = 1;

/** Whether the start of a file is binary. UTF-16 text (with its byte-order mark) is text. */
export function looksBinary(head: Uint8Array): boolean {
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (utf16) return false;
  const sniffed = head.subarray(0, SNIFF_BYTES);
  if (sniffed.includes(0)) return true;
  let controls = 0;
  for (const b of sniffed) if (isControl(b)) controls++;
  return controls > 1 && controls * 100 > sniffed.length * MAX_CONTROLS_PER_100;
}
