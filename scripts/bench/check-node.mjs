// The import's check alone, in Node, on the import bench's file: the checkout in the current
// directory against another (a before/after in one process, runs alternating, so both see the
// same load). Both check the same rows and mapping, read by the first checkout's code.
// Each checkout's pipeline is bundled by Vite as the app bundles it (native syntax): the
// jiti loader the identity script uses adds a getter per imported call and skews profiles.
//   node --expose-gc scripts/bench/check-node.mjs [other checkout]
//   CHECK_ROWS=1000000 CHECK_RUNS=5 …; CHECK_FILE=<csv> checks that file instead (its
//   'Referral Code' column, when it has one, read as the code; a file without totals is how
//   the tax basis's skipped orders were measured); --cpu-prof gives a profile
// The first run's orders and summary are hashed; the bench file alone proves little about
// identity (one preset, one tax basis): scripts/bench/import-identity.mjs covers every fixture.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { median } from './browser.mjs';
import { writeCsv } from './import.mjs';

const ROWS = Number(process.env.CHECK_ROWS) || 100_000;
const RUNS = Number(process.env.CHECK_RUNS) || 9;
const roots = [resolve('.'), ...process.argv.slice(2).map((p) => resolve(p))];
const work = mkdtempSync(join(tmpdir(), 'check-node-'));

/** The checkout's read, mapping and check, bundled into one ES module. */
async function bundle(root, i) {
  const entry = join(work, `entry-${i}.ts`);
  writeFileSync(
    entry,
    [
      `export { buildOrdersWithSummary } from '${root}/src/import/pipeline/rows-to-orders';`,
      `export { initialMapping } from '${root}/src/import/steps/mapping/detect-preset';`,
      `export { readInput } from '${root}/src/tables/parse-input';`,
    ].join('\n'),
  );
  const outDir = join(work, `out-${i}`);
  await build({
    root,
    configFile: false,
    logLevel: 'error',
    ssr: { noExternal: true },
    build: {
      ssr: entry,
      outDir,
      minify: false,
      target: 'es2022',
      rollupOptions: { output: { format: 'es', entryFileNames: 'pipeline.mjs' } },
    },
  });
  return import(pathToFileURL(join(outDir, 'pipeline.mjs')).href);
}

try {
  const pipelines = [];
  for (const [i, root] of roots.entries()) pipelines.push(await bundle(root, i));
  const file = process.env.CHECK_FILE ?? join(work, 'orders.csv');
  if (!process.env.CHECK_FILE) await writeCsv(file, ROWS);
  const [first] = pipelines;
  const read = await first.readInput(
    { bytes: new Uint8Array(readFileSync(file)), name: 'orders.csv' },
    () => undefined,
  );
  const { headers, rows } = read.table;
  const { mapping, preset } = first.initialMapping(headers);
  if (headers.includes('Referral Code'))
    mapping.referralCode = { kind: 'column', column: 'Referral Code' };
  const settings = { presetId: preset?.id, sourceTimeZone: 'UTC' };
  const times = roots.map(() => []);
  const hashes = [];
  for (let run = 0; run < RUNS; run++)
    for (const [i, p] of pipelines.entries()) {
      globalThis.gc?.();
      const started = performance.now();
      const out = p.buildOrdersWithSummary(headers, rows, mapping, new Set(), settings);
      times[i].push(performance.now() - started);
      if (run === 0)
        hashes[i] = createHash('sha256').update(JSON.stringify(out)).digest('hex').slice(0, 16);
    }
  console.log(
    `Import check in Node, ${rows.length.toLocaleString('en-US')} rows, ${RUNS} runs each:`,
  );
  for (const [i, root] of roots.entries())
    console.log(
      `  ${root}: median ${median(times[i]).toFixed(0)} ms, fastest ${Math.min(...times[i]).toFixed(0)} ms, result ${hashes[i]}`,
    );
  if (roots.length > 1)
    console.log(`  ratio (other / this): ${(median(times[1]) / median(times[0])).toFixed(3)}`);
  if (!globalThis.gc)
    console.log('  (run with --expose-gc: each run then starts from a collected heap)');
} finally {
  rmSync(work, { recursive: true, force: true });
}
