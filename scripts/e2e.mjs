// Runs the Playwright suite against the production build in Debian's Chromium.
// It never downloads a browser and never skips: no Chromium is a failure.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import flags from './chromium.json' with { type: 'json' };

const chromium = process.env.CHROMIUM_PATH ?? flags.executablePath;
if (!existsSync(chromium)) {
  console.error(
    `E2E: no Chromium at ${chromium}.\n` +
      "Install Debian's Chromium:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      'or point CHROMIUM_PATH at a Chromium binary. The e2e suite does not download browsers.',
  );
  process.exit(1);
}
if (!existsSync('dist/index.html')) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}
if (!existsSync('dist-mock/http-server.js')) {
  const build = spawnSync('npm', ['run', 'build:mock'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
