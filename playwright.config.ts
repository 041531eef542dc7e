import chromium from './scripts/chromium.json' with { type: 'json' };
import { defineConfig } from '@playwright/test';

// E2E_PORT_OFFSET moves every port, so two checkouts can run their e2e suites at once
// without one reusing the other's servers (reuseExistingServer is on outside CI).
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = 4173 + offset;
/** Ports of the mock service over HTTP: plain, with fault switching, and one that refuses the console's origin. */
export const mockPorts = { plain: 8788 + offset, faults: 8789 + offset, noCors: 8791 + offset };
/** The in-memory team server (npm run team-server): database "team", members ana and ben. */
export const teamPort = 5984 + offset;
/** Its admin's password: the e2e tests add a rule of the team's own (a refused write). */
export const teamAdminPassword = 'e2e-team-admin';

const mockServer = (mockPort: number, env: Record<string, string>) => ({
  command: 'node dist-mock/http-server.js',
  url: `http://127.0.0.1:${mockPort}/v1/health`,
  env: { PORT: String(mockPort), ...env },
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
});
export const chromiumPath = process.env.CHROMIUM_PATH ?? chromium.executablePath;

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  // Conditions, not durations: on a busy machine (CI's load stood at 8–10) the page may take
  // seconds to reach one; a generous wait costs nothing when it comes at once.
  expect: { timeout: 20_000 },
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      // Debian's Chromium, with its background traffic off: the network here is closed.
      args: chromium.args,
    },
  },
  // The production build, served as static files, proxying /v1 to the mock
  // service over HTTP; plus mock services for cross-origin and fault tests.
  webServer: [
    {
      command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${port}`,
      env: { API_UPSTREAM: `http://127.0.0.1:${mockPorts.plain}` },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // Control on: tests read its per-order receive counts (no test switches its faults).
    mockServer(mockPorts.plain, { MOCK_CONTROL: '1' }),
    mockServer(mockPorts.faults, { MOCK_CONTROL: '1' }),
    mockServer(mockPorts.noCors, {
      MOCK_ALLOW_ORIGINS: 'http://elsewhere.invalid',
      MOCK_CONTROL: '1',
    }),
    {
      command: 'node scripts/team-server.mjs',
      url: `http://127.0.0.1:${teamPort}/`,
      env: {
        TEAM_PORT: String(teamPort),
        TEAM_USERS: 'ana:ana-secret,ben:ben-secret',
        TEAM_ADMIN_PASSWORD: teamAdminPassword,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
