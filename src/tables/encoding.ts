// Which text encoding a file is in, and its text. Shop exports are UTF-8 (some
// with a byte-order mark), Excel on Windows saves "CSV" as Windows-1252 and
// "Unicode text" as UTF-16 LE. TextDecoder (also in workers) does the decoding.
import { BINARY_FILE, looksBinary } from './binary';

/** Encodings a person can pick; `name` is a TextDecoder label. */
export const ENCODINGS = [
  { name: 'utf-8', short: 'UTF-8', label: 'UTF-8' },
  {
    name: 'windows-1252',
    short: 'Windows-1252',
    // Browsers read ISO-8859-1 as Windows-1252, its superset: one choice, not two.
    label: 'Windows-1252 / ISO-8859-1 (Western European)',
  },
  { name: 'utf-16le', short: 'UTF-16 LE', label: 'UTF-16 LE' },
  { name: 'utf-16be', short: 'UTF-16 BE', label: 'UTF-16 BE' },
  { name: 'iso-8859-15', short: 'ISO-8859-15', label: 'ISO-8859-15 (Western European with €)' },
  { name: 'windows-1250', short: 'Windows-1250', label: 'Windows-1250 (Central European)' },
  { name: 'windows-1251', short: 'Windows-1251', label: 'Windows-1251 (Cyrillic)' },
  { name: 'macintosh', short: 'Mac OS Roman', label: 'Mac OS Roman' },
  { name: 'shift_jis', short: 'Shift_JIS', label: 'Shift_JIS (Japanese)' },
  { name: 'gb18030', short: 'GB18030', label: 'GB18030 (Chinese)' },
] as const;

export type EncodingName = (typeof ENCODINGS)[number]['name'];

/** How a file's text was read, for the page to say and to offer a different choice. */
export interface EncodingInfo {
  name: EncodingName;
  /** True when the file chose it (byte-order mark, byte pattern or valid UTF-8), false when the person did. */
  detected: boolean;
  /** "Read as Windows-1252 (the file is not valid UTF-8)." */
  note: string;
}

const shortName = (name: EncodingName) => ENCODINGS.find((e) => e.name === name)?.short ?? name;

export const isEncodingName = (name: string): name is EncodingName =>
  ENCODINGS.some((e) => e.name === name);

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((b, i) => bytes[i] === b);

/**
 * UTF-16 without a byte-order mark: Latin text has a NUL beside every character
 * (after it in LE, before it in BE). Looks at the first 4 KB.
 */
function utf16ByNuls(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const pairs = Math.min(bytes.length, 4096) >> 1;
  if (pairs < 2) return undefined;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (bytes[i] === 0) even++;
    if (bytes[i + 1] === 0) odd++;
  }
  if (odd >= pairs * 0.3 && even <= pairs * 0.05) return 'utf-16le';
  if (even >= pairs * 0.3 && odd <= pairs * 0.05) return 'utf-16be';
  return undefined;
}

// Windows-1252's 0x80-0x9F block (WHATWG Encoding); the five unassigned bytes stay as they are.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decode(bytes: Uint8Array, name: EncodingName, fatal = false): string {
  // A byte-order mark of the chosen encoding is dropped (TextDecoder's default).
  const text = new TextDecoder(name, { fatal }).decode(bytes);
  // Some engines (Node 20.18.3+, nodejs/node#60888) decode windows-1252 as Latin-1, which
  // leaves C1 controls where ’ – € belong. Browsers map them already, so this changes nothing there.
  return name === 'windows-1252'
    ? text.replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] ?? c)
    : text;
}

/** Reads the bytes in the encoding the file shows, or in `chosen` when the person picked one. */
export function decodeText(
  bytes: Uint8Array,
  chosen?: EncodingName,
): { text: string; encoding: EncodingInfo } {
  if (chosen) {
    return {
      text: decode(bytes, chosen),
      encoding: { name: chosen, detected: false, note: `Read as ${shortName(chosen)} (chosen).` },
    };
  }
  const found = (name: EncodingName, why: string) => ({
    text: decode(bytes, name),
    encoding: { name, detected: true, note: `Read as ${shortName(name)} (${why}).` },
  });
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return found('utf-8', 'byte-order mark');
  if (startsWith(bytes, [0xff, 0xfe])) return found('utf-16le', 'byte-order mark');
  if (startsWith(bytes, [0xfe, 0xff])) return found('utf-16be', 'byte-order mark');
  const utf16 = utf16ByNuls(bytes);
  if (utf16) return found(utf16, 'NUL bytes between the characters');
  // UTF-16 is ruled out above, so only here may NUL bytes mean "not a text file".
  if (looksBinary(bytes)) throw new Error(BINARY_FILE);
  try {
    return {
      text: decode(bytes, 'utf-8', true),
      encoding: { name: 'utf-8', detected: true, note: 'Read as UTF-8.' },
    };
  } catch {
    // Any byte sequence is valid Windows-1252, the encoding Excel on Windows saves CSV in.
    return found('windows-1252', 'the file is not valid UTF-8');
  }
}
