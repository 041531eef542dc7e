// The mock service over real HTTP on localhost: the same rules and state code
// as the in-browser Demo (service.ts), with CORS for the console's preflight.
// Run: npm run mock-server   (PORT, default 8787; MOCK_CONTROL=1 enables fault switching,
// including "redirect <origin>": a 307 to the same path on another server, and
// GET /__mock/received (counts per order ID) and /__mock/orders (bodies), what tests read back,
// and POST /__mock/hold N: orders after the next N are received, then held unanswered until
// POST /__mock/release (GET /__mock/held counts them), so a test can act at a known point;
// GET /__mock/log: every request's method, path and the headers CORS is about, preflights included;
// MOCK_LATENCY_MS: a fixed latency instead of 100–400 ms)
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createMockService, type MockFault } from './service';

export interface MockServerOptions {
  port: number;
  host?: string;
  /** Origins allowed by CORS; ["*"] echoes any origin. */
  allowOrigins?: string[];
  /** Enables POST /__mock/fault and /__mock/reset, for tests only. */
  control?: boolean;
  latencyMs?: () => number;
}

const ALLOWED_HEADERS = 'X-Service-Key, Content-Type, Accept';

function cors(req: IncomingMessage, res: ServerResponse, allow: string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (!allow.includes('*') && !allow.includes(origin)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
  return true;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });

/**
 * Every order ID the server received a POST for, and every affiliate id it received a
 * commission PATCH for, with how many times (tests check "sent once"), and the order
 * bodies themselves with their referral code (tests compare what an import sent with
 * a fixture's expected figures).
 */
function receivedCounter() {
  const counts = new Map<string, number>();
  const bodies: { code: string; body: { orderId: string } }[] = [];
  return {
    note(method: string | undefined, path: string, bodyText: string) {
      const order = method === 'POST' && path.startsWith('/v1/track/');
      const commissions = method === 'PATCH' && path === '/v1/affiliates/commissions';
      if (!order && !commissions) return;
      try {
        const body = JSON.parse(bodyText) as { orderId?: unknown; id?: unknown };
        const key = order ? body.orderId : body.id;
        if (typeof key !== 'string') return;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        if (order) {
          const code = decodeURIComponent(path.slice('/v1/track/'.length));
          bodies.push({ code, body: { ...body, orderId: key } });
        }
      } catch {
        // Not JSON: the service answers 400; nothing to count.
      }
    },
    withPrefix: (prefix: string) =>
      Object.fromEntries([...counts].filter(([id]) => id.startsWith(prefix))),
    bodiesWithPrefix: (prefix: string) => bodies.filter((b) => b.body.orderId.startsWith(prefix)),
    clear: () => {
      counts.clear();
      bodies.length = 0;
    },
  };
}

export function startMockServer(options: MockServerOptions) {
  const service = createMockService(options.latencyMs ? { latencyMs: options.latencyMs } : {});
  const received = receivedCounter();
  const allow = options.allowOrigins ?? ['*'];
  // The fault "redirect <origin>" answers every request with a 307 to the same path there.
  let redirectTo: string | undefined;
  let answerBeforeHolding: number | undefined;
  const held: (() => void)[] = [];
  const log: Record<string, string | undefined>[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (options.control && !url.pathname.startsWith('/__mock/'))
        log.push({
          method: req.method,
          path: url.pathname,
          origin: req.headers.origin,
          serviceKey: req.headers['x-service-key'] as string | undefined,
          contentType: req.headers['content-type'],
          accept: req.headers.accept,
          requestMethod: req.headers['access-control-request-method'],
          requestHeaders: req.headers['access-control-request-headers'],
        });
      const allowed = cors(req, res, allow);
      if (req.method === 'OPTIONS') {
        if (allowed) {
          res.setHeader('Access-Control-Allow-Methods', 'POST, PATCH, OPTIONS');
          res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
          res.setHeader('Access-Control-Max-Age', '600');
        }
        res.writeHead(204).end();
        return;
      }
      const bodyText = await readBody(req);
      if (options.control && url.pathname.startsWith('/__mock/')) {
        if (url.pathname === '/__mock/received' || url.pathname === '/__mock/orders') {
          const prefix = url.searchParams.get('prefix') ?? '';
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify(
              url.pathname === '/__mock/orders'
                ? received.bodiesWithPrefix(prefix)
                : received.withPrefix(prefix),
            ),
          );
          return;
        }
        if (url.pathname === '/__mock/log') {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(log));
          return;
        }
        if (url.pathname === '/__mock/held') {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(held.length));
          return;
        }
        if (url.pathname === '/__mock/hold') answerBeforeHolding = Number(bodyText) || 0;
        if (url.pathname === '/__mock/release') {
          answerBeforeHolding = undefined;
          for (const release of held.splice(0)) release();
        }
        if (url.pathname === '/__mock/fault') {
          const fault = bodyText.trim() || 'none';
          redirectTo = /^redirect\s+\S+$/.test(fault) ? fault.split(/\s+/)[1] : undefined;
          service.setFault(redirectTo ? 'none' : (fault as MockFault));
        }
        if (url.pathname === '/__mock/reset') {
          service.reset();
          received.clear();
          log.length = 0;
        }
        res.writeHead(204).end();
        return;
      }
      received.note(req.method, url.pathname, bodyText);
      if (answerBeforeHolding !== undefined && req.method === 'POST') {
        if (answerBeforeHolding > 0) answerBeforeHolding--;
        else await new Promise<void>((release) => held.push(release));
      }
      if (redirectTo) {
        res.writeHead(307, { location: `${redirectTo}${url.pathname}` }).end();
        return;
      }
      const result = service.handle({
        method: req.method ?? 'GET',
        path: url.pathname,
        header: (name) => {
          const v = req.headers[name.toLowerCase()];
          return Array.isArray(v) ? (v[0] ?? null) : (v ?? null);
        },
        bodyText,
      });
      await new Promise((r) => setTimeout(r, result.delayMs));
      if (result.networkError) {
        req.socket.destroy();
        return;
      }
      res.writeHead(result.status, result.headers).end(result.body ?? '');
    })();
  });
  server.listen(options.port, options.host ?? '127.0.0.1');
  return { server, service };
}

// Started directly (npm run mock-server), not imported by a test.
if (process.argv[1]?.endsWith('http-server.js')) {
  const port = Number(process.env.PORT ?? 8787);
  const allowOrigins = (process.env.MOCK_ALLOW_ORIGINS ?? '*').split(',').map((s) => s.trim());
  // MOCK_LATENCY_MS: every answer after this long (a benchmark's runs then differ by the app
  // alone, not by the Demo's random 100–400 ms).
  const fixed = Number(process.env.MOCK_LATENCY_MS);
  startMockServer({
    port,
    allowOrigins,
    control: process.env.MOCK_CONTROL === '1',
    ...(fixed >= 0 && process.env.MOCK_LATENCY_MS ? { latencyMs: () => fixed } : {}),
  });
  console.log(
    `Mock affiliate service on http://127.0.0.1:${port} (key: demo-key; CORS: ${allowOrigins.join(', ')})`,
  );
}
