// The in-memory team server (npm run team-server) in a child process, and the msw
// pass-through that lets the console's requests reach it during a test.
import { spawn, type ChildProcess } from 'node:child_process';
import { http, passthrough } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startTeam } from '../../src/app/team-wiring';
import { connectionStore, type Connection } from '../../src/connections';
import { DEMO_SERVICE_KEY } from '../../src/connections/demo';
import { createHandlers } from '../../src/mocks/handlers';
import { teamSettingsStore } from '../../src/team/team-settings';
import { mockService, server as mswServer } from '../mock-service';

export interface TeamServer {
  url: string;
  /** Every document the team database holds, as the server returns them. */
  docs: () => Promise<Record<string, unknown>[]>;
  /** Writes a document as a colleague would. */
  put: (doc: Record<string, unknown>, user?: keyof typeof USERS) => Promise<Response>;
  stop: () => void;
  /** Lets requests to it through msw (handlers reset after each test). */
  pass: () => void;
}

const auth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
export const USERS = { ana: 'ana-secret', ben: 'ben-secret' } as const;

export async function startTeamServer(): Promise<TeamServer> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child: ChildProcess = spawn(process.execPath, ['scripts/team-server.mjs'], {
    env: { ...process.env, TEAM_PORT: String(port) },
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
        headers: { Authorization: auth('ana', USERS.ana) },
      });
      const body = (await res.json()) as { rows: { doc: Record<string, unknown> }[] };
      return body.rows.map((r) => r.doc);
    },
    put(doc, user: keyof typeof USERS = 'ben') {
      return fetch(`${url}/team/${encodeURIComponent(String(doc._id))}`, {
        method: 'PUT',
        headers: { Authorization: auth(user, USERS[user]), 'Content-Type': 'application/json' },
        body: JSON.stringify(doc),
      });
    },
    stop: () => child.kill(),
  };
}

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
  let team: TeamServer | undefined;
  beforeAll(async () => {
    team = await startTeamServer();
  });
  beforeEach(() => {
    team?.pass();
    mswServer.use(...createHandlers(mockService, shop.baseUrl));
  });
  afterEach(() => {
    mswServer.events.removeAllListeners();
  });
  afterAll(() => {
    team?.stop();
  });
  return {
    team: () => {
      if (!team) throw new Error('The team server has not started');
      return team;
    },
    join: (url: string) => {
      connectionStore.save(shop, DEMO_SERVICE_KEY);
      teamSettingsStore.save(
        { url, database: 'team', username: 'ana', displayName: 'Ana', rememberPassword: false },
        USERS.ana,
      );
      return startTeam();
    },
  };
}
