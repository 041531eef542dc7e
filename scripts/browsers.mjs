// `npm run test:browsers`: the core paths in Firefox ESR and WebKitGTK (Safari's engine),
// from Debian's packages. It never downloads a browser and never skips one: a missing
// engine is a failure that says how to install it. Ends with "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const firefox = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const webkitDriver = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const miniBrowser =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const hasDisplay = Boolean(process.env.DISPLAY);
const missing = [
  [firefox, 'firefox-esr', 'FIREFOX_PATH'],
  [webkitDriver, 'webkit2gtk-driver', 'WEBKIT_DRIVER_PATH'],
  [miniBrowser, 'webkit2gtk-driver', 'MINIBROWSER_PATH'],
  ...(hasDisplay ? [] : [['/usr/bin/xvfb-run', 'xvfb', '(or set DISPLAY)']]),
].filter(([path]) => !existsSync(path));
if (missing.length > 0) {
  for (const [path, pkg, variable] of missing)
    console.error(`Browsers: no ${path} (Debian package ${pkg}; or set ${variable}).`);
  const packages = [...new Set(missing.map(([, pkg]) => pkg))].join(' ');
  console.error(
    `Install them:  sudo apt-get update && sudo apt-get install -y ${packages}\n` +
      'This suite does not download browsers and does not skip a missing one.',
  );
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

for (const [file, cmd, args] of [
  ['dist/index.html', 'npx', ['vite', 'build']],
  ['dist-mock/http-server.js', 'npm', ['run', 'build:mock']],
]) {
  if (existsSync(file)) continue;
  if (spawnSync(cmd, args, { stdio: 'inherit' }).status !== 0) process.exit(1);
}

// Ports apart from the Chromium e2e suite's, moved by E2E_PORT_OFFSET like them.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) + 60;
const ports = {
  app: 4173 + offset,
  mock: 8788 + offset,
  refusing: 8791 + offset,
  team: 5984 + offset,
};
const servers = [
  spawn(
    'npx',
    ['vite', 'preview', '--port', String(ports.app), '--strictPort', '--host', '127.0.0.1'],
    {
      stdio: 'ignore',
      env: { ...process.env, API_UPSTREAM: `http://127.0.0.1:${ports.mock}` },
      detached: true,
    },
  ),
  ...[
    [ports.mock, '*'],
    [ports.refusing, 'http://elsewhere.invalid'],
  ].map(([port, origins]) =>
    spawn('node', ['dist-mock/http-server.js'], {
      stdio: 'ignore',
      env: { ...process.env, PORT: String(port), MOCK_CONTROL: '1', MOCK_ALLOW_ORIGINS: origins },
      detached: true,
    }),
  ),
  // The in-memory team server (npm run team-server) for Settings → Team.
  spawn('node', ['scripts/team-server.mjs'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      TEAM_PORT: String(ports.team),
      TEAM_USERS: 'ana:ana-secret,ben:ben-secret',
    },
    detached: true,
  }),
];
const stopServers = () => {
  for (const s of servers) {
    try {
      process.kill(-s.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
process.on('exit', stopServers);

async function up(url) {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not start`);
}
await Promise.all([
  up(`http://127.0.0.1:${ports.app}/`),
  up(`http://127.0.0.1:${ports.mock}/v1/health`),
  up(`http://127.0.0.1:${ports.refusing}/v1/health`),
  up(`http://127.0.0.1:${ports.team}/`),
]);

mkdirSync('.reports', { recursive: true });
rmSync('.reports/browsers.json', { force: true });
rmSync('test-results/browsers', { recursive: true, force: true });
const vitest = [
  'npx',
  'vitest',
  'run',
  '--config',
  'vitest.browsers.config.ts',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.reports/browsers.json',
  ...process.argv.slice(2),
];
// MiniBrowser is a GTK window: without a display it runs inside Xvfb.
const [cmd, ...args] = hasDisplay ? vitest : ['xvfb-run', '-a', ...vitest];
const run = spawnSync(cmd, args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    BROWSERS_BASE_URL: `http://127.0.0.1:${ports.app}`,
    BROWSERS_MOCK_URL: `http://127.0.0.1:${ports.mock}`,
    BROWSERS_REFUSING_URL: `http://127.0.0.1:${ports.refusing}`,
    BROWSERS_TEAM_URL: `http://127.0.0.1:${ports.team}`,
  },
});
stopServers();

const report = existsSync('.reports/browsers.json')
  ? JSON.parse(readFileSync('.reports/browsers.json', 'utf8'))
  : undefined;
const passed = report?.numPassedTests ?? 0;
const failed =
  (report?.numFailedTests ?? 0) + (run.status !== 0 && !report?.numFailedTests ? 1 : 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);
