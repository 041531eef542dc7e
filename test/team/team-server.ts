// The in-memory team server (npm run team-server) in a child process, and the msw
// pass-through that lets the console's requests reach it during a test.
import { spawn, type ChildProcess } from 'node:child_process';
import { http, passthrough } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startTeam } from '../../src/app/team-wiring';
import { connectionStore, type Connection } from '../../src/connections';
import { DEMO_SERVICE_KEY } from '../../src/connections/demo';
import { createHandlers } from '../../src/mocks/handlers';
import { claimId } from '../../src/team/claims';
import { teamSettingsStore, type TeamSettings } from '../../src/team/team-settings';
import { mockService, server as mswServer } from '../mock-service';

export { colleagueEntry } from './colleague-entry';

export interface TeamServer {
  url: string;
  /** Every document the team database holds, as the server returns them. */
  docs: () => Promise<Record<string, unknown>[]>;
  /** Writes a document as a colleague would, with their own credentials over HTTP. */
  put: (doc: Record<string, unknown>, user?: User) => Promise<Response>;
  /** Any request to the server, as `user` ('admin': the server admin). */
  request: (path: string, init?: RequestInit, user?: User | 'admin') => Promise<Response>;
  stop: () => void;
  /** Lets requests to it through msw (handlers reset after each test). */
  pass: () => void;
}

/**
 * A colleague's claim as their console writes it: the account it names (`author`) must be
 * the one writing it (the team's rules), `by` is their "Your name".
 */
export const colleagueClaim = (
  baseUrl: string,
  orderId: string,
  fields: { author?: string; by?: string; at?: string; result?: string } = {},
) => ({
  _id: claimId(baseUrl, orderId),
  kind: 'claim',
  connectionUrl: baseUrl.trim().replace(/\/+$/, '').toLowerCase(),
  orderId,
  browserId: `${fields.author ?? 'ben'}s-browser`,
  author: fields.author ?? 'ben',
  by: fields.by ?? 'Ben',
  at: fields.at ?? new Date().toISOString(),
  ...(fields.result ? { result: fields.result } : {}),
});

const auth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
/** Accounts on the server: ana, ben and clara are members of "team", dan is not. */
export const USERS = {
  ana: 'ana-secret',
  ben: 'ben-secret',
  clara: 'clara-secret',
  dan: 'dan-secret',
} as const;
export type User = keyof typeof USERS;
/** express-pouchdb's CouchDB mode takes a few seconds to start (longer on a loaded machine). */
export const START_TIMEOUT = 60_000;
/** The server admin's password (team-server's TEAM_ADMIN_PASSWORD), for what only an admin does. */
export const ADMIN_PASSWORD = 'admin-secret-for-tests';

export async function startTeamServer(): Promise<TeamServer> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child: ChildProcess = spawn(process.execPath, ['scripts/team-server.mjs'], {
    env: {
      ...process.env,
      TEAM_PORT: String(port),
      TEAM_USERS: Object.entries(USERS)
        .map(([name, password]) => `${name}:${password}`)
        .join(','),
      TEAM_MEMBERS: 'ana,ben,clara',
      TEAM_ADMIN_PASSWORD: ADMIN_PASSWORD,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Team server')) resolve();
    });
    child.on('exit', (code) => {
      reject(new Error(`team server exited (${String(code)})`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const pass = () => {
    mswServer.use(http.all(`${url}/*`, () => passthrough()));
  };
  return {
    pass,
    url,
    async docs() {
      const res = await fetch(`${url}/team/_all_docs?include_docs=true`, {
        headers: { Authorization: auth('admin', ADMIN_PASSWORD) },
      });
      const body = (await res.json()) as { rows: { doc: Record<string, unknown> }[] };
      return body.rows.map((r) => r.doc);
    },
    request(path, init = {}, user: User | 'admin' = 'ben') {
      const password = user === 'admin' ? ADMIN_PASSWORD : USERS[user];
      return fetch(`${url}${path}`, {
        ...init,
        headers: {
          Authorization: auth(user, password),
          'Content-Type': 'application/json',
          ...(init.headers as Record<string, string> | undefined),
        },
      });
    },
    put(doc, user: User = 'ben') {
      return fetch(`${url}/team/${encodeURIComponent(String(doc._id))}`, {
        method: 'PUT',
        headers: { Authorization: auth(user, USERS[user]), 'Content-Type': 'application/json' },
        body: JSON.stringify(doc),
      });
    },
    stop: () => child.kill(),
  };
}

/**
 * The team server for a whole test file, let through msw in each test; resolves it once
 * started (each test file had written these hooks for itself).
 */
export function withTeamServer(): () => TeamServer {
  let team: TeamServer | undefined;
  beforeAll(async () => {
    team = await startTeamServer();
  }, START_TIMEOUT);
  beforeEach(() => {
    team?.pass();
  });
  afterAll(() => {
    team?.stop();
  });
  return () => {
    if (!team) throw new Error('The team server has not started');
    return team;
  };
}

/** Settings → Team as Ana fills it in for the team database on `url`. */
export const anaOn = (url: string, extra: Partial<TeamSettings> = {}): TeamSettings => ({
  url,
  database: 'team',
  username: 'ana',
  displayName: 'Ana',
  rememberPassword: false,
  ...extra,
});

/** A connection to a service the msw mock answers, as a colleague's console would have it. */
export const shop: Connection = {
  id: 'shop',
  name: 'Shop',
  baseUrl: 'http://service.test',
  production: false,
  rememberKey: false,
};

/**
 * For a test file that sends to the Shop with a team: the team server for the whole file,
 * let through msw and the Shop's mock service in each test. `join` connects this browser
 * as Ana (on the given server URL) and starts the team; it resolves the stop function.
 */
export function withTeamAndShop() {
  const team = withTeamServer();
  beforeEach(() => {
    mswServer.use(...createHandlers(mockService, shop.baseUrl));
  });
  afterEach(() => {
    mswServer.events.removeAllListeners();
  });
  return {
    team,
    join: (url: string) => {
      connectionStore.save(shop, DEMO_SERVICE_KEY);
      teamSettingsStore.save(anaOn(url), USERS.ana);
      return startTeam();
    },
  };
}
