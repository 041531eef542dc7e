// npm 11 warns on `npm ci` about every dependency whose install script package.json's
// `allowScripts` neither allows nor denies; a fresh install must print no such warning.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

interface LockEntry {
  hasInstallScript?: boolean;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(resolve(process.cwd(), file), 'utf8'));
}

it('every locked dependency with an install script has an allowScripts decision', () => {
  const lock = readJson('package-lock.json') as { packages: Record<string, LockEntry> };
  const pkg = readJson('package.json') as { allowScripts?: Record<string, boolean> };
  const decided = new Set(
    Object.keys(pkg.allowScripts ?? {}).map((key) => key.replace(/(.)@.*$/, '$1')),
  );
  const withScripts = Object.entries(lock.packages)
    .filter(([path, entry]) => path !== '' && entry.hasInstallScript === true)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
  expect(withScripts.length).toBeGreaterThan(0);
  expect(withScripts.filter((name) => !decided.has(name))).toEqual([]);
});
