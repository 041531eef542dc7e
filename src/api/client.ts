// The one fetch wrapper every call to the service goes through. It never
// logs, echoes or stores the key: the key only ever goes into the header.
import { CONTENT_TYPE, KEY_HEADER } from './contract';
import { parseProblem, type ParsedProblem } from './problem';

export type ResponseBody =
  | { kind: 'json'; value: unknown; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'empty' };

interface Timed {
  durationMs: number;
}

export type Outcome =
  | (Timed & {
      kind: 'success';
      status: number;
      headers: Record<string, string>;
      body: ResponseBody;
    })
  | (Timed & {
      kind: 'http-error';
      status: number;
      headers: Record<string, string>;
      body: ResponseBody;
      problem?: ParsedProblem;
    })
  | (Timed & {
      /** A 3xx: never followed, so neither the request nor the key went anywhere else. */
      kind: 'redirect';
      /** 0 when the browser hides the redirect (an opaque redirect). */
      status: number;
      /** Where the service pointed, when it can be read. */
      location?: string;
      message: string;
    })
  | (Timed & { kind: 'network-error'; message: string })
  | (Timed & { kind: 'timeout'; timeoutMs: number });

export interface ServiceRequest {
  baseUrl: string;
  serviceKey: string;
  method: 'POST' | 'PATCH';
  path: string;
  body: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/** Joins a base URL (with or without a trailing slash or a path prefix) and an absolute path. */
export function joinUrl(baseUrl: string, path: string): string {
  return baseUrl.trim().replace(/\/+$/, '') + path;
}

function readBody(text: string, contentType: string): ResponseBody {
  if (text.trim() === '') return { kind: 'empty' };
  const looksJson = /json/i.test(contentType) || /^\s*[[{]/.test(text);
  if (looksJson) {
    try {
      return { kind: 'json', value: JSON.parse(text) as unknown, text };
    } catch {
      // Declared JSON but malformed: show it as the text it is.
    }
  }
  return { kind: 'text', text };
}

function networkMessage(url: string): string {
  const target = new URL(url);
  const crossOrigin = typeof location !== 'undefined' && target.origin !== location.origin;
  const reasons = [
    `the service at ${target.origin} is down or unreachable`,
    'this device is offline',
  ];
  if (crossOrigin) {
    reasons.unshift(
      `the service does not allow requests from this console's origin (CORS): it must allow the origin ${location.origin} and the headers ${KEY_HEADER} and Content-Type`,
    );
  }
  return `The request could not reach the service. Likely causes: ${reasons.join('; ')}.`;
}

/** The absolute address a Location header names, or undefined when it names none. */
function resolveLocation(location: string | null, url: string): string | undefined {
  if (!location) return undefined;
  try {
    return new URL(location, url).href;
  } catch {
    return location;
  }
}

function redirectMessage(status: number, location: string | undefined): string {
  const where =
    status === 0
      ? 'The service answered with a redirect. The browser does not show where to: it hides the address of a redirect the console does not follow.'
      : location
        ? `The service answered ${status} and pointed the console to ${location}.`
        : `The service answered ${status} (a redirect) but did not say where to.`;
  return `${where} The console follows no redirects: the request was not sent there, and the service key was not sent there. Check the connection's Base URL (for example http:// against https://, or a missing path before /v1).`;
}

/** Any 3xx, an opaque redirect, or a response from another address than the one asked. */
function redirectOutcome(response: Response, url: string, durationMs: number): Outcome | undefined {
  const moved = response.redirected || (response.url !== '' && response.url !== new URL(url).href);
  const threeXx = response.status >= 300 && response.status < 400;
  if (response.type !== 'opaqueredirect' && !threeXx && !moved) return undefined;
  const location = threeXx
    ? resolveLocation(response.headers.get('location'), url)
    : moved
      ? response.url
      : undefined;
  const status = response.type === 'opaqueredirect' ? 0 : response.status;
  return {
    kind: 'redirect',
    status,
    ...(location ? { location } : {}),
    message: redirectMessage(status, location),
    durationMs,
  };
}

export async function sendRequest(req: ServiceRequest): Promise<Outcome> {
  const timeoutMs = req.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const url = joinUrl(req.baseUrl, req.path);
  const controller = new AbortController();
  let timedOut = false as boolean; // set by the timer below
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onOuterAbort = () => {
    controller.abort();
  };
  req.signal?.addEventListener('abort', onOuterAbort);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, {
      method: req.method,
      headers: {
        [KEY_HEADER]: req.serviceKey,
        'Content-Type': CONTENT_TYPE,
        Accept: 'application/json',
      },
      body: JSON.stringify(req.body),
      signal: controller.signal,
      credentials: 'omit',
      cache: 'no-store',
      // A redirect would carry the key to wherever it points, and a 302 turns the POST into a GET.
      redirect: 'manual',
    });
    const redirect = redirectOutcome(response, url, elapsed());
    if (redirect) {
      void response.body?.cancel().catch(() => undefined);
      return redirect;
    }
    const text = await response.text();
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const body = readBody(text, response.headers.get('content-type') ?? '');
    const base = { status: response.status, headers, body, durationMs: elapsed() };
    if (response.ok) return { kind: 'success', ...base };
    const problem = body.kind === 'json' ? parseProblem(body.value) : undefined;
    return { kind: 'http-error', ...base, ...(problem ? { problem } : {}) };
  } catch {
    if (timedOut) return { kind: 'timeout', timeoutMs, durationMs: elapsed() };
    return { kind: 'network-error', message: networkMessage(url), durationMs: elapsed() };
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', onOuterAbort);
  }
}
