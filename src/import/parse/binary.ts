// A text file has no NUL byte in its first 8 KB; an image or a zip does. Such a file
// would otherwise parse as "140 rows, 1 column" of noise. Spreadsheets and UTF-16
// text (NUL beside every letter) are recognised before this check (parse-input.ts).

export const SNIFF_BYTES = 8 * 1024;

export const BINARY_FILE =
  'This file is not text (it holds binary data, as an image or a zip does). Import reads CSV, TSV, JSON, NDJSON, XLSX, XLS and ODS files.';

/** Whether the start of a file is binary. UTF-16 text (with its byte-order mark) is text. */
export function looksBinary(head: Uint8Array): boolean {
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  return !utf16 && head.subarray(0, SNIFF_BYTES).includes(0);
}
