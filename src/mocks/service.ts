// The mock affiliate service: state and rules, independent of how requests
// arrive (MSW in the browser, msw/node in tests, a real HTTP server later).
// It enforces the contract instead of echoing what it is sent.
import * as z from 'zod/mini';
import {
  CONTENT_TYPE,
  KEY_HEADER,
  commissionUpdateSchema,
  orderSchema,
  type CommissionSettings,
  type Order,
} from '../api/contract';
import { DEMO_SERVICE_KEY, type MockAffiliate } from '../connections/demo';
import { allDemoAffiliates } from './demo-seed';

export interface MockRequest {
  method: string;
  /** Path with its percent-encoding intact, e.g. /v1/track/a%2Fb */
  path: string;
  header: (name: string) => string | null;
  bodyText: string;
}

export interface MockResponse {
  status: number;
  headers: Record<string, string>;
  body?: string;
  /** Drop the connection instead of answering. */
  networkError?: boolean;
  delayMs: number;
}

/** Developer-only fault switches. Nothing in the user-facing UI of a production build sets them. */
export type MockFault =
  | 'none'
  | 'slow'
  | 'server-error'
  | 'rate-limit'
  | 'offline'
  | 'no-content'
  | 'malformed-json'
  | 'unsupported-media-type'
  /** The service records the request, but a gateway in front of it answers 504 (it timed out waiting). */
  | 'gateway-timeout'
  /** A static host in front answers every path with its index.html and 200: the service sees nothing. */
  | 'html-page';

/** What the mock remembers between requests. */
export interface MockState {
  affiliates: MockAffiliate[];
  /** Recorded order IDs by affiliate id. */
  orders: Record<string, string[]>;
}

/** Where the state outlives the service object (the Demo: the browser session). */
export interface MockStateStore {
  load(): MockState | undefined;
  save(state: MockState): void;
}

export interface MockServiceOptions {
  latencyMs?: () => number;
  slowMs?: number;
  /** Without one, the state lives in memory (the HTTP server, the tests). */
  state?: MockStateStore;
}

const json = (status: number, value: unknown, extra: Record<string, string> = {}) => ({
  status,
  headers: { 'content-type': 'application/json', ...extra },
  body: JSON.stringify(value),
});

const problem = (
  status: number,
  title: string,
  detail?: string,
  errors?: Record<string, string[]>,
) => ({
  status,
  headers: { 'content-type': 'application/problem+json' },
  body: JSON.stringify({
    title,
    status,
    ...(detail ? { detail } : {}),
    ...(errors ? { errors } : {}),
  }),
});

/** zod issue path -> ASP.NET style key: ["products", 0, "quantity"] -> products[0].quantity */
function errorKey(path: readonly PropertyKey[]): string {
  return (
    path.reduce<string>((key, seg) => {
      if (typeof seg === 'number') return `${key}[${seg}]`;
      return key === '' ? String(seg) : `${key}.${String(seg)}`;
    }, '') || '$'
  );
}

function validationProblem(error: z.core.$ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = errorKey(issue.path);
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return problem(400, 'One or more validation errors occurred.', undefined, errors);
}

function orderCommission(order: Order, settings: CommissionSettings): number {
  if (typeof order.commission === 'number') return order.commission;
  if (settings.type === 1) return settings.amount;
  const total = order.products.reduce(
    (sum, p) => sum + (p.total ?? (p.subTotal ?? 0) + (p.tax ?? 0)),
    0,
  );
  return Math.round(total * settings.amount) / 100;
}

// The contract schemas use zod/mini, which carries no messages until a locale is set.
z.config(z.locales.en());

export function createMockService(options: MockServiceOptions = {}) {
  const latency = options.latencyMs ?? (() => 100 + Math.random() * 300);
  const stored = options.state?.load();
  let affiliates: MockAffiliate[] = stored?.affiliates ?? allDemoAffiliates();
  let orders = new Map(Object.entries(stored?.orders ?? {}).map(([id, ids]) => [id, new Set(ids)]));
  let fault: MockFault = 'none';
  const persist = () => {
    options.state?.save({
      affiliates,
      orders: Object.fromEntries([...orders].map(([id, ids]) => [id, [...ids]])),
    });
  };

  function route(req: MockRequest): Omit<MockResponse, 'delayMs'> {
    if (fault === 'offline') return { status: 0, headers: {}, networkError: true };
    if (fault === 'server-error')
      return {
        status: 500,
        headers: { 'content-type': 'text/html' },
        body: '<html><body><h1>500 Internal Server Error</h1></body></html>',
      };
    if (fault === 'unsupported-media-type')
      return problem(415, 'Unsupported content type.', 'This server expects another content type.');
    if (fault === 'malformed-json')
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: '{"orderId": "truncated',
      };
    if (fault === 'rate-limit')
      return {
        ...problem(429, 'Too many requests.'),
        headers: { 'content-type': 'application/problem+json', 'retry-after': '2' },
      };

    const key = req.header(KEY_HEADER);
    if (key === null || key === '')
      return problem(401, 'Missing service key.', `Send the key in the ${KEY_HEADER} header.`);
    if (key !== DEMO_SERVICE_KEY) return problem(401, 'Invalid service key.');

    const track = /^\/v1\/track\/([^/]+)$/.exec(req.path);
    const isTrack = req.method === 'POST' && track !== null;
    const isCommissions = req.method === 'PATCH' && req.path === '/v1/affiliates/commissions';
    if (!isTrack && !isCommissions)
      return problem(404, 'No such endpoint.', `${req.method} ${req.path}`);

    const contentType = (req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (contentType !== CONTENT_TYPE)
      return problem(415, 'Unsupported content type.', `Send ${CONTENT_TYPE}.`);

    let body: unknown;
    try {
      body = JSON.parse(req.bodyText);
    } catch {
      return problem(400, 'The body is not valid JSON.', undefined, {
        $: ['The body is not valid JSON.'],
      });
    }
    if (isTrack && track[1] !== undefined) return recordOrder(decodeURIComponent(track[1]), body);
    return updateCommissions(body);
  }

  function recordOrder(code: string, body: unknown) {
    const parsed = orderSchema.safeParse(body);
    if (!parsed.success) return validationProblem(parsed.error);
    const order = parsed.data;
    if (order.products.length === 0)
      return problem(400, 'One or more validation errors occurred.', undefined, {
        products: ['An order needs at least one product.'],
      });
    const affiliate = affiliates.find((a) => a.code.toLowerCase() === code.toLowerCase());
    if (!affiliate)
      return problem(
        404,
        'Unknown referral code.',
        `No affiliate has the referral code "${code}".`,
      );
    const seen = orders.get(affiliate.id) ?? new Set<string>();
    if (seen.has(order.orderId))
      return problem(
        409,
        'Order already recorded.',
        `Order "${order.orderId}" is already recorded for this affiliate.`,
      );
    seen.add(order.orderId);
    orders.set(affiliate.id, seen);
    persist();
    return json(200, {
      orderId: order.orderId,
      affiliate: { id: affiliate.id, name: affiliate.name, code: affiliate.code },
      commission: orderCommission(order, affiliate.commissions),
      recordedAt: new Date().toISOString(),
    });
  }

  function updateCommissions(body: unknown) {
    const parsed = commissionUpdateSchema.safeParse(body);
    if (!parsed.success) return validationProblem(parsed.error);
    const affiliate = affiliates.find((a) => a.id === parsed.data.id);
    if (!affiliate)
      return problem(404, 'Unknown affiliate.', `No affiliate has the id "${parsed.data.id}".`);
    affiliate.commissions = parsed.data.commissions;
    persist();
    if (fault === 'no-content') return { status: 204, headers: {} };
    return json(200, { id: affiliate.id, commissions: affiliate.commissions });
  }

  return {
    handle(req: MockRequest): MockResponse {
      const delayMs = fault === 'slow' ? (options.slowMs ?? 35_000) : latency();
      if (fault === 'html-page')
        return {
          status: 200,
          headers: { 'content-type': 'text/html' },
          body: '<!doctype html><html><head><title>Affiliate Console</title></head><body><div id="root"></div></body></html>',
          delayMs,
        };
      const answer = route(req);
      if (fault === 'gateway-timeout')
        return {
          status: 504,
          headers: { 'content-type': 'text/html' },
          body: '<html><head><title>504 Gateway Time-out</title></head><body><h1>504 Gateway Time-out</h1></body></html>',
          delayMs,
        };
      return { ...answer, delayMs };
    },
    setFault(next: MockFault) {
      fault = next;
    },
    get fault() {
      return fault;
    },
    affiliates: () => affiliates.map((a) => ({ ...a, commissions: { ...a.commissions } })),
    recordedOrderIds: (affiliateId: string) => [...(orders.get(affiliateId) ?? [])],
    reset() {
      affiliates = allDemoAffiliates();
      orders = new Map();
      fault = 'none';
      persist();
    },
  };
}

export type MockService = ReturnType<typeof createMockService>;
