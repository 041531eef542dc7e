// `npm test`: every check, in order, each counted; ends with "N passed, N failed".
// A failing step does not stop the others, so one run shows everything wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.reports', { recursive: true });
let passed = 0;
let failed = 0;
// Named again at the end: CI keeps only the log's tail, where a failure far above is lost.
const failures = [];

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
  if (run.status !== 0) failures.push(name);
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

// Each failed test by file and name, from the runners' own JSON reports.
const relative = (file) => file.replace(process.cwd() + '/', '');
const vitestFailures = (report) =>
  (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${relative(file.name)} › ${test.fullName}`),
  );
const playwrightFailures = [];
const walkSuites = (suite, file) => {
  for (const spec of suite.specs ?? [])
    if (spec.tests.some((test) => test.status === 'unexpected'))
      playwrightFailures.push(`${file} › ${spec.title}`);
  for (const inner of suite.suites ?? []) walkSuites(inner, file);
};
for (const suite of readJson('.reports/e2e.json')?.suites ?? []) walkSuites(suite, suite.file);
if (failures.length > 0) {
  console.log('\n=== What failed');
  for (const name of failures) console.log(`step: ${name}`);
  const tests = [
    ...vitestFailures(readJson('.reports/unit.json')),
    ...playwrightFailures,
    ...vitestFailures(readJson('.reports/browsers.json')),
  ];
  for (const test of tests) console.log(`test: ${test}`);
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
