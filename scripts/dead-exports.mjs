// `npm run dead-exports`: knip (knip.jsonc) lists files, exports and types that nothing
// imports, and dependencies nothing uses. An export used only inside its own file loses
// its `export`; one nothing uses goes. A second run without the tests as entries names the
// exports only tests use.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npx', ['knip'], { stdio: 'inherit' });
if (run.status !== 0) {
  console.error(
    '\nUnused code (listed above): drop the `export` of what only its own file uses, delete what ' +
      'nothing uses. A test-only helper counts as used; see knip.jsonc.',
  );
  process.exit(1);
}

// Once more without the tests as entries: an export that only tests use is named here, so
// a reader can tell a small pure helper a test pins from a twin of real logic (delete that).
const onlyTests = spawnSync(
  'npx',
  ['knip', '--production', '--include', 'exports,types', '--no-exit-code', '--no-progress'],
  { encoding: 'utf8' },
);
const named = onlyTests.stdout.trim();
if (named !== '')
  console.log(`\nExports only tests use (the run without tests as entries):\n${named}`);
