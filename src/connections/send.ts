// Sends one request over a connection: resolves its key at the last moment
// and, for the Demo connection, starts the in-browser mock first.
import { DEFAULT_TIMEOUT_MS, sendRequest, type Outcome, type ServiceRequest } from '../api/client';
import type { Connection } from './connection';
import { connectionStore } from './connection-store';

export type ConnectionRequest = Pick<
  ServiceRequest,
  'method' | 'path' | 'body' | 'timeoutMs' | 'signal' | 'mayStart'
>;

interface DemoService {
  start: () => Promise<unknown>;
  /** Takes this tab off the mock, if it was started in this tab. */
  stop: () => unknown;
}
let demoService: DemoService | undefined;
/** Starting and retiring the Demo's worker happen one after the other, never interleaved. */
let demoWork: Promise<unknown> = Promise.resolve();
/** Whether a worker of the Demo may be registered: unknown at load (an earlier visit), so yes. */
let demoMayBeRegistered = true;

/**
 * The app's entry hands in how to start and stop the in-browser mock that answers the
 * Demo connection, so that no feature imports mocks/ (tests hand in msw/node).
 */
export function provideDemoService(
  start: () => Promise<unknown>,
  stop: () => unknown = () => undefined,
) {
  demoService = { start, stop };
}

async function ensureDemoService(): Promise<string | undefined> {
  try {
    const service = demoService;
    if (!service) throw new Error('no Demo service was provided');
    demoMayBeRegistered = true;
    await (demoWork = demoWork.catch(() => undefined).then(service.start));
    return undefined;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `The Demo service could not start in this browser (${reason}). It needs service workers: open the console over http://localhost or https.`;
  }
}

const isDemoWorker = (r: ServiceWorkerRegistration) =>
  /\/(demo-service-worker|mockServiceWorker)\.js$/.test(
    (r.active ?? r.waiting ?? r.installing)?.scriptURL ?? '',
  );

/**
 * The Demo's worker never stands between the page and another connection: this tab leaves
 * it, and its registration goes, so that no later load starts under it. (Its script also
 * answers nothing but the Demo's path; this keeps it out of the way altogether.)
 */
export function retireDemoService(): Promise<unknown> {
  if (!demoMayBeRegistered) return demoWork;
  demoMayBeRegistered = false;
  demoWork = demoWork
    .catch(() => undefined)
    .then(async () => {
      await demoService?.stop();
      const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
      if (!workers) return;
      const registrations = await workers.getRegistrations();
      await Promise.all(registrations.filter(isDemoWorker).map((r) => r.unregister()));
    })
    .catch(() => undefined); // Best effort: the worker's own filter still lets this request by.
  return demoWork;
}

/** Retires the Demo's worker now and whenever another connection becomes the active one. */
export function keepDemoServiceToDemo(): () => void {
  const check = () => {
    if (!connectionStore.getSnapshot().active.demo) void retireDemoService();
  };
  check();
  return connectionStore.subscribe(check);
}

/** The outcome of a send that cannot start: this tab has no key for the connection. */
export function missingKey(connection: Connection): Outcome | undefined {
  if (connectionStore.keyFor(connection) !== undefined) return undefined;
  return {
    kind: 'not-sent',
    reason: 'no-key',
    message: `This tab has no service key for "${connection.name}" (it was not remembered on this device). Give the key to send.`,
    durationMs: 0,
  };
}

export async function sendOverConnection(
  connection: Connection,
  req: ConnectionRequest,
): Promise<Outcome> {
  const noKey = missingKey(connection);
  if (noKey) return noKey;
  if (connection.demo) {
    const problem = await ensureDemoService();
    if (problem)
      return { kind: 'not-sent', reason: 'demo-unavailable', message: problem, durationMs: 0 };
  } else {
    await retireDemoService();
    // A page the Demo's worker controls stays controlled until it reloads, and WebKit sends
    // its cross-origin requests without their CORS preflight then (even ones the worker lets
    // by): a service that refuses this origin would still receive them. Nothing leaves.
    if (
      typeof navigator !== 'undefined' &&
      'serviceWorker' in navigator &&
      navigator.serviceWorker.controller
    )
      return {
        kind: 'not-sent',
        reason: 'demo-worker',
        message: `The Demo's in-browser service still stands in front of this page. Reload the page, then send to "${connection.name}" again.`,
        durationMs: 0,
      };
  }
  return sendRequest({
    timeoutMs: (connection.timeoutSeconds ?? DEFAULT_TIMEOUT_MS / 1000) * 1000,
    ...req,
    baseUrl: connection.baseUrl,
    serviceKey: connectionStore.keyFor(connection) ?? '',
  });
}
