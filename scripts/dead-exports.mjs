// `npm run dead-exports`: knip (knip.jsonc) lists files, exports and types that nothing
// imports, and dependencies nothing uses. An export used only inside its own file loses
// its `export`; one nothing uses goes.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npx', ['knip'], { stdio: 'inherit' });
if (run.status !== 0) {
  console.error(
    '\nUnused code (listed above): drop the `export` of what only its own file uses, delete what ' +
      'nothing uses. A test-only helper counts as used; see knip.jsonc.',
  );
  process.exit(1);
}
