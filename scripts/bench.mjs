// `npm run bench`: every benchmark, printed; the figures go into docs/benchmarks.md by hand.
import { execSync } from 'node:child_process';
import { benchHistory } from './bench/history.mjs';
import { benchHugeValues } from './bench/huge-values.mjs';
import { benchImport } from './bench/import.mjs';
import { benchJobs } from './bench/jobs.mjs';
import { benchKeystrokes } from './bench/keystrokes.mjs';
import { benchLoad } from './bench/load.mjs';
import { benchProductRows } from './bench/product-rows.mjs';
import { benchSendFreeze } from './bench/send-freeze.mjs';
import { benchSendRate } from './bench/send-rate.mjs';

execSync('npx vite build', { stdio: 'ignore' });
// The send-freeze bench sends to the mock service over HTTP.
execSync('npm run build:mock', { stdio: 'ignore' });
console.log(
  `Machine: ${(await import('node:os')).cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}\n`,
);
for (const bench of [
  benchLoad,
  benchProductRows,
  benchKeystrokes,
  benchHistory,
  benchHugeValues,
  benchImport,
  benchJobs,
  benchSendFreeze,
  benchSendRate,
])
  console.log(`${await bench()}\n`);
