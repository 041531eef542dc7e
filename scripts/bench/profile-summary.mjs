// Where a CPU profile's time went: self time by function (name, file:line), the top N, and
// the share of idle, program and garbage collection. For the .cpuprofile files the benches
// write (TEAM_BENCH_PROFILE) or DevTools saves.
// `node scripts/bench/profile-summary.mjs <file.cpuprofile> [N]`
import { readFileSync } from 'node:fs';

const [file, top = '30'] = process.argv.slice(2);
if (!file) throw new Error('Usage: node scripts/bench/profile-summary.mjs <file.cpuprofile> [N]');
const { nodes, samples, timeDeltas } = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(nodes.map((n) => [n.id, n]));
const selfMs = new Map();
const byFile = new Map();
let total = 0;
samples.forEach((id, i) => {
  const { callFrame: f } = byId.get(id);
  const where = f.url ? `${f.url.split('/').pop()}:${String(f.lineNumber + 1)}` : '';
  const key = `${f.functionName || '(anonymous)'} ${where}`.trim();
  const ms = (timeDeltas[i] ?? 0) / 1000;
  selfMs.set(key, (selfMs.get(key) ?? 0) + ms);
  const file = f.url ? f.url.split('/').pop() : f.functionName || '(program)';
  byFile.set(file, (byFile.get(file) ?? 0) + ms);
  total += ms;
});
const busy = total - (selfMs.get('(idle)') ?? 0);
console.log(`${(total / 1000).toFixed(1)} s sampled, ${(busy / 1000).toFixed(1)} s not idle`);
for (const [key, ms] of [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, Number(top)))
  console.log(
    `${(ms / 1000).toFixed(2).padStart(7)} s  ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${key}`,
  );
console.log('by file (self time):');
for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12))
  console.log(
    `${(ms / 1000).toFixed(2).padStart(7)} s  ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${file}`,
  );
