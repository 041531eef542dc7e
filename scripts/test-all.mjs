// `npm test`: every check, in order, each counted; ends with "N passed, N failed".
// A failing step does not stop the others, so one run shows everything wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.reports', { recursive: true });
let passed = 0;
let failed = 0;

function step(name, cmd, args, countFrom) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const counts = countFrom?.();
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    // A runner that died before writing its report still counts as a failure.
    if (run.status !== 0 && counts.failed === 0) failed += 1;
  } else if (run.status === 0) passed += 1;
  else failed += 1;
  console.log(`=== ${name}: ${run.status === 0 ? 'ok' : 'FAILED'}`);
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

step('typecheck', 'npx', ['tsc', '-b']);
step('lint', 'npx', ['eslint', '.']);
step('cycles', 'node', ['scripts/cycles.mjs']);
step('dead exports', 'node', ['scripts/dead-exports.mjs']);
step('format', 'npx', ['prettier', '--check', '.']);
// The fixtures' own figures: each expected order and each pattern file adds up to its file's totals.
step('fixture figures', 'node', ['test/fixtures/exports/check-expected.mjs']);
step('fixture patterns', 'node', ['test/fixtures/exports/check-patterns.mjs']);
rmSync('.reports/unit.json', { force: true });
step(
  'unit and component tests',
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=.reports/unit.json',
  ],
  () => {
    const r = readJson('.reports/unit.json');
    return r
      ? {
          passed: r.numPassedTests,
          failed:
            r.numFailedTests +
            (r.numTotalTestSuites > 0 && r.numFailedTestSuites > 0 && r.numFailedTests === 0
              ? 1
              : 0),
        }
      : { passed: 0, failed: 0 };
  },
);
step('build', 'npx', ['vite', 'build']);
step('mock server build', 'npm', ['run', 'build:mock']);
step('size budget', 'node', ['scripts/size.mjs']);
rmSync('.reports/e2e.json', { force: true });
step('e2e in Chromium', 'node', ['scripts/e2e.mjs'], () => {
  const r = readJson('.reports/e2e.json');
  return r
    ? { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }
    : { passed: 0, failed: 0 };
});

// The core paths in Firefox ESR and WebKitGTK (Safari's engine), from Debian's packages.
rmSync('.reports/browsers.json', { force: true });
step('Firefox and WebKit', 'node', ['scripts/browsers.mjs'], () => {
  const r = readJson('.reports/browsers.json');
  return r ? { passed: r.numPassedTests, failed: r.numFailedTests } : { passed: 0, failed: 0 };
});

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
