// Whatever a person pastes (a JSON body, a cURL command, a History export entry)
// -> one request: its path, the referral code in it, and the parsed body.
// Pure: the forms decide which fields fit.
import { parseCurl } from './curl-request';
import { isRecord } from '../api/is-record';
import { operationOfPath } from '../api/operation-of-path';

export type PasteSource = 'json' | 'curl' | 'history';

export interface PastedRequest {
  source: PasteSource;
  method: string | undefined;
  /** The URL path (/v1/track/ALICE10), when the paste named one. */
  path: string | undefined;
  /** Origin and path a cURL command called, when it gave its host (never user or query). */
  url?: string;
  /** The referral code from /v1/track/{code}, URL-decoded. */
  referralCode: string | undefined;
  /** What the path says the request is, when it says. */
  operation: 'order' | 'commissions' | undefined;
  body: unknown;
  /** Per product, the unit price a History entry kept beside its request. */
  unitPrices?: (number | null)[];
  /** A credential was in the pasted command; it was dropped, never kept. */
  keyIgnored: boolean;
}

export type PasteResult = { ok: true; request: PastedRequest } | { ok: false; problem: string };

/**
 * Where a URL with its scheme and host goes: origin and path only, so a user:password
 * or a ?key= in it is never kept. Undefined for a bare path.
 */
function absoluteUrl(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return undefined;
  }
}

/** The path of a full URL, a path, or undefined for anything else. */
function pathOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, 'http://paste.invalid').pathname;
  } catch {
    return undefined;
  }
}

function fromPath(path: string | undefined) {
  const named = path === undefined ? undefined : operationOfPath(path);
  return {
    path,
    referralCode: named?.operation === 'order' ? named.referralCode : undefined,
    operation: named?.operation,
  };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; problem: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    // The engine's message may quote the text; only its position is repeated.
    const at = /position (\d+)/.exec((e as Error).message)?.[1];
    const where = at === undefined ? '' : ` (at character ${Number(at) + 1})`;
    return { ok: false, problem: `Its body is not valid JSON${where}.` };
  }
}

/** A History entry as the History export writes it (one, or a list of exactly one). */
function historyEntry(value: unknown): Record<string, unknown> | undefined {
  const entry = Array.isArray(value) && value.length === 1 ? (value[0] as unknown) : value;
  return isRecord(entry) &&
    'requestBody' in entry &&
    typeof entry.path === 'string' &&
    typeof entry.method === 'string'
    ? entry
    : undefined;
}

export function readPaste(text: string): PasteResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'Nothing was pasted.' };
  if (/^curl(\s|$)/.test(trimmed)) {
    const curl = parseCurl(trimmed);
    if (!curl.ok)
      return { ok: false, problem: `The cURL command could not be read: ${curl.problem}` };
    const { method, url, body, keyIgnored } = curl.request;
    if (body === undefined)
      return { ok: false, problem: 'The cURL command has no body (no --data, --data-raw or -d).' };
    if (body.startsWith('@'))
      return {
        ok: false,
        problem: 'The cURL command reads its body from a file (@…); paste the body itself.',
      };
    const json = parseJson(body);
    if (!json.ok) return json;
    const called = absoluteUrl(url);
    return {
      ok: true,
      request: {
        source: 'curl',
        method,
        ...fromPath(pathOf(url)),
        ...(called ? { url: called } : {}),
        body: json.value,
        keyIgnored,
      },
    };
  }
  if (!trimmed.startsWith('{') && !trimmed.startsWith('['))
    return {
      ok: false,
      problem: 'It is neither a JSON body, a cURL command nor a History entry.',
    };
  const json = parseJson(trimmed);
  if (!json.ok) return { ok: false, problem: json.problem.replace('Its body', 'It') };
  if (Array.isArray(json.value) && json.value.length > 1 && historyEntry(json.value[0]))
    return {
      ok: false,
      problem: `This History export holds ${json.value.length} entries; paste one entry.`,
    };
  const entry = historyEntry(json.value);
  if (entry) {
    const prices = entry.unitPrices;
    return {
      ok: true,
      request: {
        source: 'history',
        method: entry.method as string,
        ...fromPath(entry.path as string),
        body: entry.requestBody,
        ...(Array.isArray(prices)
          ? { unitPrices: prices.map((p) => (typeof p === 'number' ? p : null)) }
          : {}),
        keyIgnored: false,
      },
    };
  }
  return {
    ok: true,
    request: {
      source: 'json',
      method: undefined,
      path: undefined,
      referralCode: undefined,
      operation: undefined,
      body: json.value,
      keyIgnored: false,
    },
  };
}
