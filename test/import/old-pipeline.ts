// The import's worker pipeline as it was before its rewrite, taken from git history
// (never a copy in src/ or test/): `git archive <commit> src` unpacked once into
// node_modules/.cache, its session module bundled by Vite (an SSR build) into one
// ES module whose packages stay imports of this repo's node_modules.
// Made once per commit and reused; a checkout without the commit fails, never skips.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** main before the pipeline's rewrite (src/import/build/, session/import-session.ts). */
const OLD_PIPELINE_COMMIT = '9c0ef8d907707edf04a87f0c84f41684a6b94768';
/** The old tree's worker session: parse, build, send batches. */
const OLD_ENTRY = 'src/import/session/import-session.ts';

const repo = resolve(import.meta.dirname, '../..');

function git(args: string[]): string {
  return execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: 'pipe' });
}

function requireCommit(commit: string) {
  try {
    git(['cat-file', '-e', `${commit}^{commit}`]);
  } catch {
    throw new Error(
      `The old pipeline's commit ${commit} is not in this checkout. ` +
        'This test compares the import with it: clone with full history ' +
        '(git fetch --unshallow, or actions/checkout with fetch-depth: 0).',
    );
  }
}

/** The bundled old session module's path, made if missing. */
async function oldPipelineModule(commit = OLD_PIPELINE_COMMIT): Promise<string> {
  const dir = join(repo, 'node_modules/.cache', `old-pipeline-${commit.slice(0, 12)}`);
  const bundle = join(dir, 'import-session.mjs');
  if (existsSync(bundle)) return bundle;
  requireCommit(commit);
  // Unpacked beside a half-made earlier try? Start clean.
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive "${commit}" src | tar -x -C "${dir}"`], {
    cwd: repo,
    stdio: 'pipe',
  });
  const { build } = await import('vite');
  const partial = `${dir}/out-${process.pid}`;
  await build({
    configFile: false,
    root: dir,
    logLevel: 'warn',
    build: {
      // An SSR build: one module for Node, with packages left as imports of this repo's
      // node_modules (the same versions the new side uses); only the old src/ is bundled.
      ssr: join(dir, OLD_ENTRY),
      outDir: partial,
      emptyOutDir: true,
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'import-session.mjs', codeSplitting: false } },
    },
  });
  renameSync(join(partial, 'import-session.mjs'), bundle);
  rmSync(partial, { recursive: true, force: true });
  return bundle;
}

/** The old session module, loaded as Node loads any ES module. */
export async function importOldPipeline(commit = OLD_PIPELINE_COMMIT): Promise<unknown> {
  const file = await oldPipelineModule(commit);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as unknown;
}
