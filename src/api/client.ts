// The one fetch wrapper every call to the service goes through. It never
// logs, echoes or stores the key: the key only ever goes into the header.
import { CONTENT_TYPE, KEY_HEADER } from './wire';
import { parseProblem, type ParsedProblem } from './problem';
import { redirectOf, type Redirect } from './redirect';
import { serviceKeyProblem } from './service-key';
import { unconfirmedReason, type UnconfirmedReason } from './unconfirmed';

type NotSentReason =
  | 'no-key'
  | 'bad-key'
  | 'invalid-url'
  | 'invalid-body'
  | 'demo-unavailable'
  /** The console's own code for sending could not be fetched (a redeploy, the network). */
  | 'code-unavailable'
  /** The page began to go before the request was handed to the network. */
  | 'page-leaving';

export type ResponseBody =
  | { kind: 'json'; value: unknown; text: string }
  /** cut: the service sent more than RESPONSE_READ_LIMIT; only the start was read. */
  | { kind: 'text'; text: string; cut?: true }
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
  /**
   * An answer that does not say what the service did (unconfirmed.ts): a gateway's 502/504,
   * or a 2xx web page that is not the service. Outcome unknown; never a success.
   */
  | (Timed & {
      kind: 'unconfirmed';
      reason: UnconfirmedReason;
      status: number;
      headers: Record<string, string>;
      body: ResponseBody;
    })
  /** A 3xx: never followed, so neither the request nor the key went anywhere else. */
  | (Timed & { kind: 'redirect' } & Redirect)
  /** Provably never left this browser: a failure, safe to send again. */
  | (Timed & { kind: 'not-sent'; reason: NotSentReason; message: string })
  /** May have reached the service (no answer, or an answer cut off): the outcome is unknown. */
  | (Timed & { kind: 'lost'; status?: number; message: string })
  | (Timed & { kind: 'timeout'; timeoutMs: number })
  /** The user stopped waiting: the request may have reached the service, so the outcome is unknown. */
  | (Timed & { kind: 'cancelled' });

export interface ServiceRequest {
  baseUrl: string;
  serviceKey: string;
  method: 'POST' | 'PATCH';
  path: string;
  body: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Asked right before the request is handed to the network: false keeps it not sent. */
  mayStart?: () => boolean;
  /** What answers the request instead of the network (the Demo's mock, in this page); fetch by default. */
  transport?: Transport;
}

/** fetch's shape: rejects when no answer came (as fetch does for a refused or dropped connection). */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

export const DEFAULT_TIMEOUT_MS = 30_000;
/** An answer larger than this is read no further: its status counts, its body is cut. */
export const RESPONSE_READ_LIMIT = 1024 * 1024;

/** Joins a base URL (with or without a trailing slash or a path prefix) and an absolute path. */
export function joinUrl(baseUrl: string, path: string): string {
  return baseUrl.trim().replace(/\/+$/, '') + path;
}

/** The body as text, up to `limit` bytes; the rest is not downloaded. */
async function readText(
  response: Response,
  limit: number,
): Promise<{ text: string; cut: boolean }> {
  if (!response.body) return { text: '', cut: false };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: text + decoder.decode(), cut: false };
    bytes += value.byteLength;
    text += decoder.decode(value, { stream: true });
    if (bytes > limit) {
      void reader.cancel().catch(() => undefined);
      return { text: text.slice(0, limit), cut: true };
    }
  }
}

function readBody(text: string, contentType: string, cut: boolean): ResponseBody {
  if (cut) return { kind: 'text', text, cut: true }; // the start of JSON is not JSON
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

/** A request that may have left: what is known, and what to suspect. */
function lostMessage(url: URL, status?: number): string {
  if (status !== undefined)
    return `The service answered ${status} but the answer was cut off before it ended, so what it did is unknown.`;
  const crossOrigin = typeof location !== 'undefined' && url.origin !== location.origin;
  const reasons = [
    'the connection dropped after the request was sent',
    `the service at ${url.origin} is down or unreachable (nothing listening, a refused connection)`,
    'this device is offline',
  ];
  if (crossOrigin)
    reasons.push(
      `the service does not allow requests from this console's origin (CORS): it must allow the origin ${location.origin} and the headers ${KEY_HEADER}, Content-Type and Accept`,
    );
  // A browser reports all of these alike, and some happen after the service got the request.
  return `No answer came, and the browser cannot tell whether the request left: the service may or may not have received it. Likely causes: ${reasons.join('; ')}.`;
}

function targetUrl(req: ServiceRequest): URL | undefined {
  try {
    const url = new URL(joinUrl(req.baseUrl, req.path));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function jsonText(body: unknown): string | undefined {
  try {
    return JSON.stringify(body);
  } catch {
    return undefined;
  }
}

const problemOf = (body: ResponseBody): ParsedProblem | undefined => {
  if (body.kind !== 'json') return undefined;
  try {
    return parseProblem(body.value);
  } catch {
    return undefined; // The answer still counts; only its field errors are lost.
  }
};

export async function sendRequest(req: ServiceRequest): Promise<Outcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const notSent = (reason: NotSentReason, message: string): Outcome => ({
    kind: 'not-sent',
    reason,
    message,
    durationMs: elapsed(),
  });
  // Everything that can be refused is refused here, before anything leaves.
  const url = targetUrl(req);
  if (!url)
    return notSent(
      'invalid-url',
      `The connection's Base URL "${req.baseUrl}" is not an http:// or https:// address. Correct it in Settings.`,
    );
  // Never an empty X-Service-Key, and never a key the browser would alter or refuse.
  if (req.serviceKey === '')
    return notSent('no-key', 'There is no service key to send. Give the key of this connection.');
  const keyProblem = serviceKeyProblem(req.serviceKey);
  if (keyProblem)
    return notSent(
      'bad-key',
      `The service key cannot be sent. ${keyProblem} Correct it in Settings.`,
    );
  const payload = jsonText(req.body);
  if (payload === undefined)
    return notSent('invalid-body', 'The request body could not be written as JSON.');
  // The last word before fetch(), with nothing awaited in between: what is refused here never left.
  if (req.mayStart?.() === false)
    return notSent('page-leaving', 'The page was closing, so the request was kept and not sent.');

  const timeoutMs = req.timeoutMs ?? DEFAULT_TIMEOUT_MS;
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
  const noAnswer = (status?: number): Outcome =>
    timedOut
      ? { kind: 'timeout', timeoutMs, durationMs: elapsed() }
      : req.signal?.aborted
        ? { kind: 'cancelled', durationMs: elapsed() }
        : {
            kind: 'lost',
            ...(status === undefined ? {} : { status }),
            message: lostMessage(url, status),
            durationMs: elapsed(),
          };
  try {
    let response: Response;
    try {
      response = await (req.transport ?? fetch)(url.href, {
        method: req.method,
        headers: {
          [KEY_HEADER]: req.serviceKey,
          'Content-Type': CONTENT_TYPE,
          Accept: 'application/json',
        },
        body: payload,
        signal: controller.signal,
        credentials: 'omit',
        cache: 'no-store',
        // A redirect would carry the key to wherever it points, and a 302 turns the POST into a GET.
        redirect: 'manual',
      });
    } catch {
      // Refused, reset, CORS, offline: fetch says the same for all, after the request may have left.
      return noAnswer();
    }
    const redirect = redirectOf(response, url.href);
    if (redirect) {
      void response.body?.cancel().catch(() => undefined);
      return { kind: 'redirect', ...redirect, durationMs: elapsed() };
    }
    let read: { text: string; cut: boolean };
    try {
      read = await readText(response, RESPONSE_READ_LIMIT);
    } catch {
      return noAnswer(response.status);
    }
    const headers = Object.fromEntries(response.headers);
    const contentType = response.headers.get('content-type') ?? '';
    const body = readBody(read.text, contentType, read.cut);
    const base = { status: response.status, headers, body, durationMs: elapsed() };
    const reason = unconfirmedReason(response.status, contentType, read.text);
    if (reason) return { kind: 'unconfirmed', reason, ...base };
    if (response.ok) return { kind: 'success', ...base };
    const problem = problemOf(body);
    return { kind: 'http-error', ...base, ...(problem ? { problem } : {}) };
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', onOuterAbort);
  }
}
