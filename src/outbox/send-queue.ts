// Sends orders with bounded concurrency and an optional requests-per-second
// cap; pause, resume, cancel. Only 429 and 503 are retried, with backoff that
// honours Retry-After. A timeout, a 502 or 504, or a web page is "unknown" and is never retried here.
import type { Outcome } from '../api/client';
import type { Cause, ItemNote } from './job-cause';

export type ItemState = 'queued' | 'sending' | 'recorded' | 'failed' | 'unknown';

/**
 * What a job's send can end with beyond the client's outcomes: kept back by the team's
 * duplicate guard (never left), or an order the service already holds (its 409).
 */
export type JobOutcome =
  | Outcome
  | { kind: 'held'; cause: 'colleague' | 'unasked'; note: ItemNote; durationMs: number }
  | { kind: 'already-recorded'; status: number; durationMs: number };

export interface ItemUpdate {
  state: ItemState;
  attempts?: number;
  status?: number;
  /** Given: the item's cause and note are replaced (no note: it has none any more). */
  cause?: Cause;
  note?: ItemNote;
}

export interface QueueOptions {
  concurrency: number;
  ratePerSecond?: number;
  /** Tries per order for 429/503 before it counts as failed. */
  maxAttempts?: number;
  send: (index: number) => Promise<JobOutcome>;
  /**
   * Awaited: the new state is stored before the next step. A final answer's update is the
   * exception: the worker sends its next request meanwhile, and waits for it before the
   * one after (at most one unsettled answer per worker; run() resolves once all are stored).
   */
  update: (index: number, update: ItemUpdate) => Promise<void> | void;
  /** Asked before each request starts (with its index): true once the page is closing, so nothing new leaves. */
  shouldStop?: (index: number) => boolean;
  /** True while the page may be going (beforeunload): no request starts then. */
  isLeaving?: () => boolean;
  /** Awaited before a request starts: resolves once the page shows it stays. */
  whenStaying?: () => Promise<void>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number;
}

const RETRYABLE = new Set([429, 503]);
const MAX_BACKOFF_MS = 60_000;

/** Retry-After as seconds or an HTTP date -> milliseconds to wait. */
export function retryAfterMs(header: string | undefined, now: number): number | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Math.min(Number(header) * 1000, 5 * 60_000);
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.min(Math.max(0, at - now), 5 * 60_000) : undefined;
}

const backoffMs = (attempt: number, random: number) =>
  Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (attempt - 1)) * (0.5 + random / 2);

export function finalUpdate(outcome: JobOutcome, attempts: number): ItemUpdate {
  switch (outcome.kind) {
    case 'success':
      return { state: 'recorded', attempts, status: outcome.status, cause: 'recorded' };
    case 'already-recorded':
      // Recorded at the service before: never failed, never sent again.
      return { state: 'recorded', attempts, status: outcome.status, cause: 'already-recorded' };
    case 'http-error':
      return {
        state: 'failed',
        attempts,
        status: outcome.status,
        cause: 'refused',
        ...(outcome.problem?.message ? { note: { detail: outcome.problem.message } } : {}),
      };
    case 'redirect':
      return {
        state: 'failed',
        attempts,
        ...(outcome.status ? { status: outcome.status } : {}),
        cause: 'redirect',
        ...(outcome.location ? { note: { detail: outcome.location } } : {}),
      };
    case 'not-sent':
      return { state: 'failed', attempts, cause: 'not-sent', note: { detail: outcome.message } };
    case 'held':
      return { state: 'failed', attempts, cause: outcome.cause, note: outcome.note };
    case 'unconfirmed':
      // Unknown, not failed: "Retry failed" leaves it out; only a person's choice sends it again.
      return {
        state: 'unknown',
        attempts,
        status: outcome.status,
        cause: outcome.reason === 'gateway' ? 'gateway' : 'web-page',
      };
    case 'lost':
      return outcome.status === undefined
        ? { state: 'unknown', attempts, cause: 'no-answer' }
        : { state: 'unknown', attempts, status: outcome.status, cause: 'cut-off' };
    case 'cancelled':
      return { state: 'unknown', attempts, cause: 'cancelled' };
    case 'timeout':
      return {
        state: 'unknown',
        attempts,
        cause: 'timeout',
        note: { detail: String(Math.round(outcome.timeoutMs / 1000)) },
      };
  }
}

export class SendQueue {
  private readonly pending: readonly number[];
  /** A cursor, not shift(): shifting a million-entry array is quadratic. */
  private nextIndex = 0;
  private paused = false;
  private cancelled = false;
  private resumeGate: (() => void) | undefined;
  private nextStart = 0;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(
    indexes: readonly number[],
    private readonly options: QueueOptions,
  ) {
    this.pending = indexes;
    this.sleep = options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    this.now = options.now ?? (() => Date.now());
    this.random = options.random ?? Math.random;
  }

  /** A method, not a field read: it changes while a worker awaits. */
  private isCancelled() {
    return this.cancelled;
  }

  pause() {
    this.paused = true;
  }

  resume() {
    this.paused = false;
    this.resumeGate?.();
    this.resumeGate = undefined;
  }

  /** Nothing new starts; requests already on their way finish. */
  cancel() {
    this.cancelled = true;
    this.resume();
  }

  /** Resolves when every order has an answer, or after cancel once in-flight ones finish. */
  async run(): Promise<void> {
    const workers = Array.from({ length: Math.max(1, this.options.concurrency) }, () =>
      this.work(),
    );
    await Promise.all(workers);
  }

  private async waitWhilePaused() {
    while (this.paused && !this.cancelled) await new Promise<void>((r) => (this.resumeGate = r));
  }

  private async pace() {
    const rps = this.options.ratePerSecond;
    if (!rps || rps <= 0) return;
    const at = Math.max(this.now(), this.nextStart);
    this.nextStart = at + 1000 / rps;
    const wait = at - this.now();
    if (wait > 0) await this.sleep(wait);
  }

  private async work() {
    /** The storing of this worker's last answer, under way while its next request goes. */
    let settling: Promise<void> = Promise.resolve();
    try {
      for (;;) {
        await this.waitWhilePaused();
        if (this.cancelled) return;
        const index = this.pending[this.nextIndex++];
        if (index === undefined) return;
        await this.pace();
        // From the top again when the request was kept back as the page began to go.
        let sent: { stored: Promise<void> } | undefined;
        do {
          if (!(await this.readyToSend(index))) return;
          sent = await this.sendWithRetries(index);
        } while (sent === undefined);
        await settling;
        settling = sent.stored;
      }
    } finally {
      await settling;
    }
  }

  /**
   * Write-ahead: "sending" is stored before the request leaves, so a reload can
   * never mistake a request that left for one that did not. A request stopped while
   * its "sending" was being stored (a cancel, the page beginning to go) did not
   * leave: it is stored as queued again, never left to read as an unknown outcome.
   * After the page began to go, it waits until the page stays. False: stop.
   */
  private async readyToSend(index: number): Promise<boolean> {
    for (;;) {
      await this.options.whenStaying?.();
      if (this.options.shouldStop?.(index)) return false;
      await this.options.update(index, { state: 'sending' });
      const stop = this.options.shouldStop?.(index) ?? false;
      if (!stop && !this.options.isLeaving?.()) return true;
      await this.options.update(index, { state: 'queued' });
      if (stop) return false;
    }
  }

  /**
   * Resolves once the request has its answer, with the storing of that answer (not awaited
   * here); undefined when it was kept back, never handed to the network, and queued again.
   */
  private async sendWithRetries(index: number): Promise<{ stored: Promise<void> } | undefined> {
    const max = this.options.maxAttempts ?? 6;
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.options.send(index);
      if (outcome.kind === 'not-sent' && outcome.reason === 'page-leaving') {
        await this.options.update(index, { state: 'queued' });
        return undefined;
      }
      const retryable = outcome.kind === 'http-error' && RETRYABLE.has(outcome.status);
      if (!retryable || attempt >= max || this.cancelled) {
        const stored = Promise.resolve(this.options.update(index, finalUpdate(outcome, attempt)));
        // Awaited by the worker before its next answer; a failure surfaces there.
        stored.catch(() => undefined);
        return { stored };
      }
      const wait =
        retryAfterMs(outcome.headers['retry-after'], this.now()) ??
        backoffMs(attempt, this.random());
      await this.options.update(index, {
        state: 'sending',
        attempts: attempt,
        status: outcome.status,
        cause: 'retrying',
        note: { detail: String(Math.ceil(wait / 1000)) },
      });
      await this.sleep(wait);
      await this.waitWhilePaused();
      if (this.isCancelled()) {
        // It was refused, not recorded: it stays to send later.
        await this.options.update(index, {
          state: 'queued',
          attempts: attempt,
          cause: 'cancelled-before-retry',
        });
        return { stored: Promise.resolve() };
      }
    }
  }
}
