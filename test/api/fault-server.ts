// A real HTTP server on 127.0.0.1 with a random port, for client tests that run
// in Node with its own fetch: each test says how it answers, and every request
// it received is kept (method, path, headers) so a test can say what arrived where.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Outcome } from '../../src/api/client';
import { describeOutcome } from '../../src/api/describe-outcome';

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Answer = (req: IncomingMessage, res: ServerResponse, body: string) => void;

export interface FaultServer {
  url: string;
  received: Received[];
  answer: (handler: Answer) => void;
  close: () => Promise<void>;
}

const ok: Answer = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
};

export async function startFaultServer(): Promise<FaultServer> {
  let handler: Answer = ok;
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (h) => {
      handler = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** A port nothing listens on: taken from a server that is closed at once. */
export async function closedPort(): Promise<number> {
  const s = await startFaultServer();
  const port = Number(new URL(s.url).port);
  await s.close();
  return port;
}

/** How the order form would describe an outcome from the fault server. */
export const describeOrderOutcome = (outcome: Outcome) =>
  describeOutcome(outcome, {
    connectionName: 'Faulty',
    subject: 'The order',
    applied: 'recorded',
    success: 'Order recorded',
    failure: 'Order not recorded',
    notFound: 'No such code.',
    conflict: 'Already recorded.',
  });
