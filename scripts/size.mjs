// Size budget: the JS and CSS that dist/index.html loads before anything else,
// gzip-compressed. Lazy chunks do not count: they load when a page needs them.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// The one size budget (design.md's quality bars; README and benchmarks name this
// figure): 130 KB for the first page. Kept by holding the first page's modules in
// one chunk and loading zod with the order rules just after the first paint
// (src/orders/order-rules-loader.ts); see docs/benchmarks.md.
const BUDGET_KB = 130;
const FLOOR_KB = 114; // React 19 + react-query + react-hook-form + zod, measured in shared/stack.md

const html = readFileSync('dist/index.html', 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/?([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let total = 0;
for (const asset of assets) {
  const gz = gzipSync(readFileSync(`dist/${asset}`), { level: 9 }).length;
  total += gz;
  console.log(`  ${asset}: ${(gz / 1000).toFixed(1)} KB gzip`);
}
const kb = total / 1000;
console.log(
  `Initial JS+CSS: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB; stack floor ${FLOOR_KB} KB)`,
);
if (assets.length === 0) {
  console.error('No assets found in dist/index.html: run the build first.');
  process.exit(1);
}
if (kb > BUDGET_KB) {
  console.error(`Over budget by ${(kb - BUDGET_KB).toFixed(1)} KB.`);
  process.exit(1);
}
