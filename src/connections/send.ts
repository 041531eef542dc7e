// Sends one request over a connection: resolves its key at the last moment
// and, for the Demo connection, has the mock in this page answer it.
import {
  DEFAULT_TIMEOUT_MS,
  sendRequest,
  type Outcome,
  type ServiceRequest,
  type Transport,
} from '../api/client';
import type { Connection } from './connection';
import { connectionStore } from './connection-store';
import { demoTransport } from './demo-service';

export type ConnectionRequest = Pick<
  ServiceRequest,
  'method' | 'path' | 'body' | 'timeoutMs' | 'signal' | 'mayStart'
>;

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
  let transport: Transport | undefined;
  if (connection.demo) {
    const demo = await demoTransport();
    if (demo.problem)
      return { kind: 'not-sent', reason: 'demo-unavailable', message: demo.problem, durationMs: 0 };
    transport = demo.transport;
  }
  return sendRequest({
    timeoutMs: (connection.timeoutSeconds ?? DEFAULT_TIMEOUT_MS / 1000) * 1000,
    ...req,
    baseUrl: connection.baseUrl,
    serviceKey: connectionStore.keyFor(connection) ?? '',
    ...(transport ? { transport } : {}),
  });
}
