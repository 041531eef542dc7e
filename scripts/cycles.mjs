// `npm run cycles`: fails when any module in src/ imports itself through others,
// dynamic import() included (dpdm follows those too). Type-only imports do not count (-T):
// they vanish from the built code.
import { spawnSync } from 'node:child_process';

const run = spawnSync(
  'npx',
  ['dpdm', '--no-warning', '--no-tree', '-T', '--exit-code', 'circular:1', 'src/**/*.{ts,tsx}'],
  { stdio: 'inherit' },
);
if (run.status !== 0) {
  console.error(
    '\nImport cycles in src/ (listed above, each as a chain of files that comes back to its start).\n' +
      'Break each one: move the shared piece to the module that owns it, or pass it in.',
  );
  process.exit(1);
}
