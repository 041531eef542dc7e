// The feature boundaries are a lint rule (eslint.config.js): these probes show
// that crossing one fails the lint, and that the allowed paths pass.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { ALLOWED } from '../../eslint.config.js';

// Type-aware rules need files on disk in the TS project; these probes are text only.
const eslint = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked });

async function importProblems(file: string, specifier: string) {
  const [result] = await eslint.lintText(
    `import { x } from '${specifier}';\nexport const y = x;\n`,
    {
      filePath: file,
    },
  );
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'boundaries/imports')
    .map((m) => m.message);
}

/** The same probe as a lazy `import('…')`. */
async function dynamicImportProblems(file: string, specifier: string) {
  const [result] = await eslint.lintText(`export const load = () => import('${specifier}');\n`, {
    filePath: file,
  });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'boundaries/imports')
    .map((m) => m.message);
}

describe('feature boundaries', () => {
  it("refuses reaching into another feature's files", async () => {
    expect(await importProblems('src/orders/probe.ts', '../history/history-store')).toEqual([
      expect.stringContaining('public module'),
    ]);
    expect(
      await importProblems('src/import/steps/send/probe.ts', '../../../outbox/job-runner'),
    ).toEqual([expect.stringContaining('public module')]);
  });

  it('refuses a dependency against the direction (History never imports a form)', async () => {
    expect(await importProblems('src/history/probe.ts', '../orders')).toEqual([
      expect.stringContaining('may not depend'),
    ]);
    expect(await importProblems('src/ui/probe.ts', '../outbox')).toEqual([
      expect.stringContaining('may not depend'),
    ]);
  });

  it('keeps lib/ below ui/ and every feature: helpers without UI import none of them', async () => {
    expect(await importProblems('src/lib/probe.ts', '../ui/field')).toEqual([
      expect.stringContaining('lib/ holds helpers'),
    ]);
    expect(await dynamicImportProblems('src/lib/probe.ts', '../history')).toEqual([
      expect.stringContaining('lib/ holds helpers'),
    ]);
    expect(await importProblems('src/lib/probe.ts', '../api/client')).toEqual([]);
    expect(await importProblems('src/ui/probe.ts', '../lib/storage-slot')).toEqual([]);
  });

  it('lets the change to many affiliates use commissions, never the reverse', async () => {
    expect(await importProblems('src/bulk-commissions/probe.ts', '../commissions')).toEqual([]);
    expect(await importProblems('src/bulk-commissions/probe.ts', '../outbox/jobs')).toEqual([]);
    expect(await importProblems('src/bulk-commissions/probe.ts', '../orders')).toEqual([
      expect.stringContaining('may not depend'),
    ]);
    expect(await importProblems('src/commissions/probe.ts', '../bulk-commissions')).toEqual([
      expect.stringContaining('may not depend'),
    ]);
    expect(
      await importProblems('src/bulk-commissions/probe.ts', '../import/pipeline/fields'),
    ).toEqual([expect.stringContaining('public module')]);
  });

  it('keeps tables/ below the features: they read sheets with it, never through import/', async () => {
    for (const feature of ['affiliates', 'bulk-commissions', 'import']) {
      expect(await importProblems(`src/${feature}/probe.ts`, '../tables/read-table')).toEqual([]);
    }
    for (const feature of ['affiliates', 'bulk-commissions']) {
      expect(await importProblems(`src/${feature}/probe.ts`, '../import')).toEqual([
        expect.stringContaining('may not depend'),
      ]);
    }
    expect(await importProblems('src/tables/probe.ts', '../import')).toEqual([
      expect.stringContaining('may not depend'),
    ]);
    expect(await importProblems('src/tables/probe.ts', '../ui/field')).toEqual([]);
    for (const below of ['ui', 'api'])
      expect(await importProblems(`src/${below}/probe.ts`, '../tables/read-table')).toEqual([
        expect.stringContaining('below tables/'),
      ]);
    expect(await importProblems('src/lib/probe.ts', '../tables/read-table')).toEqual([
      expect.stringContaining('lib/ holds helpers'),
    ]);
  });

  it('keeps mocks/ out of the app, and the mock to the Demo facts', async () => {
    expect(await importProblems('src/connections/probe.ts', '../mocks/in-page')).toEqual([
      expect.stringContaining('main.tsx'),
    ]);
    expect(await importProblems('src/mocks/probe.ts', '../connections')).toEqual([
      expect.stringContaining('Demo facts'),
    ]);
    expect(await importProblems('src/mocks/probe.ts', '../connections/demo')).toEqual([]);
  });

  it('allows public modules, lazy page modules and a feature’s own files', async () => {
    expect(await importProblems('src/import/probe.ts', '../outbox/jobs')).toEqual([]);
    expect(await importProblems('src/orders/probe.ts', '../history')).toEqual([]);
    expect(await importProblems('src/app/probe.ts', '../history/page')).toEqual([]);
    expect(
      await importProblems('src/import/steps/mapping/probe.ts', '../../pipeline/fields'),
    ).toEqual([]);
  });

  it("walls the import's worker code off from the page, at any depth", async () => {
    for (const file of ['src/import/pipeline/probe.ts', 'src/import/pipeline/read/probe.ts']) {
      expect(await importProblems(file, 'react')).toEqual([expect.stringContaining('no React')]);
      expect(await dynamicImportProblems(file, '@tanstack/react-query')).toEqual([
        expect.stringContaining('no React'),
      ]);
    }
    const worker = 'src/import/pipeline/read/probe.ts';
    for (const page of ['../../steps/preview/preview-table', '../../session/session-owner']) {
      expect(await importProblems(worker, page)).toEqual([
        expect.stringContaining('runs in the worker'),
      ]);
    }
    expect(await importProblems(worker, './../../../ui/field')).toEqual([
      expect.stringContaining('runs in the worker'),
    ]);
    expect(await dynamicImportProblems(worker, '../../import-page')).toEqual([
      expect.stringContaining('runs in the worker'),
    ]);
    // What the worker may use: its own files, tables/, api/, lib/ and the order rules.
    for (const allowed of ['../money/money', '../../../tables/parse-input', '../../../api/wire']) {
      expect(await importProblems(worker, allowed)).toEqual([]);
    }
    expect(await importProblems(worker, '../../../orders')).toEqual([]);
    expect(await importProblems(worker, 'papaparse')).toEqual([]);
    // The page's end of the worker and the steps never import what uses them.
    expect(await importProblems('src/import/session/probe.ts', '../steps/send/job-panel')).toEqual([
      expect.stringContaining("page's end of the worker"),
    ]);
    expect(await importProblems('src/import/steps/send/probe.ts', '../../import-page')).toEqual([
      expect.stringContaining('parts of the Import page'),
    ]);
    expect(await importProblems('src/import/steps/send/probe.ts', '../../pipeline/fields')).toEqual(
      [],
    );
  });

  it('applies the same boundaries to dynamic import()', async () => {
    expect(await dynamicImportProblems('src/orders/probe.ts', '../history/history-store')).toEqual([
      expect.stringContaining('public module'),
    ]);
    expect(await dynamicImportProblems('src/history/probe.ts', '../orders/page')).toEqual([
      expect.stringContaining('may not depend'),
    ]);
    expect(await dynamicImportProblems('src/connections/probe.ts', '../mocks/in-page')).toEqual([
      expect.stringContaining('main.tsx'),
    ]);
    expect(await dynamicImportProblems('src/mocks/probe.ts', '../outbox')).toEqual([
      expect.stringContaining('Demo facts'),
    ]);
    expect(await dynamicImportProblems('src/app/probe.ts', '../history/page')).toEqual([]);
    expect(await dynamicImportProblems('src/history/probe.ts', './history-db')).toEqual([]);
  });

  it('reads a path however it is written: ./../ and ../x/../ are the folder they lead to', async () => {
    for (const probe of [importProblems, dynamicImportProblems]) {
      expect(await probe('src/orders/probe.ts', './../history/history-db')).toEqual([
        expect.stringContaining('public module'),
      ]);
      expect(await probe('src/orders/probe.ts', '../orders/../history/history-store')).toEqual([
        expect.stringContaining('public module'),
      ]);
      expect(await probe('src/history/probe.ts', './../orders')).toEqual([
        expect.stringContaining('may not depend'),
      ]);
      expect(await probe('src/lib/probe.ts', './.././ui/field')).toEqual([
        expect.stringContaining('lib/ holds helpers'),
      ]);
      // Into its own folder, however written, is its own file.
      expect(await probe('src/history/probe.ts', './../history/history-db')).toEqual([]);
      expect(await probe('src/orders/probe.ts', './../history')).toEqual([]);
    }
  });

  it('reads re-exports as imports', async () => {
    const [result] = await eslint.lintText(`export { x } from './../history/history-db';\n`, {
      filePath: 'src/orders/probe.ts',
    });
    expect(result?.messages.map((m) => m.ruleId)).toEqual(['boundaries/imports']);
  });
});

/** The first loop in a table of allowed edges, as the path around it, or undefined when none. */
function loopIn(edges: Record<string, readonly string[]>): string[] | undefined {
  const done = new Set<string>();
  const visit = (node: string, path: string[]): string[] | undefined => {
    const at = path.indexOf(node);
    if (at >= 0) return [...path.slice(at), node];
    if (done.has(node)) return undefined;
    for (const next of edges[node] ?? []) {
      const loop = visit(next, [...path, node]);
      if (loop) return loop;
    }
    done.add(node);
    return undefined;
  };
  for (const node of Object.keys(edges)) {
    const loop = visit(node, []);
    if (loop) return loop;
  }
  return undefined;
}

describe('the allowed-edge table', () => {
  it('has no loop: dependencies between features point one way', () => {
    expect(loopIn(ALLOWED)).toBeUndefined();
  });

  it('the loop check finds one', () => {
    expect(loopIn({ a: ['b'], b: ['c'], c: ['a'], d: [] })).toEqual(['a', 'b', 'c', 'a']);
    expect(loopIn({ a: ['b', 'c'], b: ['c'], c: [] })).toBeUndefined();
  });
});
