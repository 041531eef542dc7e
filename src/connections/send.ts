// Sends one request over a connection: resolves its key at the last moment
// and, for the Demo connection, starts the in-browser mock first.
import { DEFAULT_TIMEOUT_MS, sendRequest, type Outcome, type ServiceRequest } from '../api/client';
import type { Connection } from './connection';
import { connectionStore } from './connection-store';

export type ConnectionRequest = Pick<
  ServiceRequest,
  'method' | 'path' | 'body' | 'timeoutMs' | 'signal'
>;

let startDemoService: (() => Promise<unknown>) | undefined;

/**
 * The app's entry hands in how to start the in-browser mock that answers the
 * Demo connection, so that no feature imports mocks/ (tests hand in msw/node).
 */
export function provideDemoService(start: () => Promise<unknown>) {
  startDemoService = start;
}

async function ensureDemoService(): Promise<string | undefined> {
  try {
    if (!startDemoService) throw new Error('no Demo service was provided');
    await startDemoService();
    return undefined;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `The Demo service could not start in this browser (${reason}). It needs service workers: open the console over http://localhost or https.`;
  }
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
  }
  return sendRequest({
    timeoutMs: (connection.timeoutSeconds ?? DEFAULT_TIMEOUT_MS / 1000) * 1000,
    ...req,
    baseUrl: connection.baseUrl,
    serviceKey: connectionStore.keyFor(connection) ?? '',
  });
}
