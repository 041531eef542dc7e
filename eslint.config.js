import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importBoundaries } from './eslint/import-boundaries.js';

// Feature boundaries (README "Layout"): a feature is used through its public
// module (`index.ts`; `page.ts` for a lazily loaded page, `outbox/jobs.ts` for
// the lazily used job runner), never by reaching into
// its files; dependencies point one way; only the entry (main.tsx) knows mocks/.
const FEATURES = [
  'app',
  'orders',
  'commissions',
  'bulk-commissions',
  'history',
  'import',
  'connections',
  'outbox',
  'paste',
  'insights',
  'team',
  'affiliates',
];
/** What each folder may import, besides api/, ui/, lib/, tables/ and its own files. */
export const ALLOWED = {
  app: [
    'orders',
    'commissions',
    'bulk-commissions',
    'history',
    'import',
    'connections',
    'outbox',
    'insights',
    'team',
    'affiliates',
  ],
  // The directory's look-up reaches the forms through lib/directory-lookup.ts (app hands it in).
  orders: ['outbox', 'history', 'connections', 'paste', 'team'],
  commissions: ['outbox', 'history', 'connections', 'paste', 'team'],
  import: ['orders', 'outbox', 'history', 'connections', 'team'],
  'bulk-commissions': ['commissions', 'outbox', 'history', 'connections'],
  outbox: ['history', 'connections', 'team'],
  insights: ['history', 'connections'],
  // The team engine knows no feature: each shares its records as a SharedCollection
  // (team/shared-collection.ts) that app/team-collections.ts hands to the bridge.
  team: [],
  // The directory reads History (statements, learning); it reads its sheets with tables/.
  affiliates: ['history', 'connections', 'team'],
  history: ['team'],
  paste: [],
  // The shared-collection type only (team/shared-collection.ts).
  connections: ['team'],
  api: [],
  ui: [],
  // Reading a table (CSV, JSON, spreadsheets, encodings), guessing its columns, the file
  // field: shared by import/, affiliates/ and bulk-commissions/, below every feature.
  tables: [],
};
const up = '^(\\.\\./)+';
const intoFiles = {
  // team/shared-collection is the contract every sharing feature implements (a type-only module);
  // page, jobs and connections/sending are public modules loaded apart from their feature's barrel.
  regex: `${up}(${FEATURES.join('|')})/(?!(page|jobs|sending|shared-collection)$).+`,
  message: "Import another feature through its public module ('../history'), not its files.",
};
const noMocks = {
  regex: `${up}mocks(/|$)`,
  message: 'Only src/main.tsx knows the mock service; features get the Demo through connections/.',
};
const libPatterns = [
  {
    regex: `${up}(${[...FEATURES, 'ui', 'tables', 'mocks'].join('|')})(/|$)`,
    message: 'lib/ holds helpers without UI: it may use api/ types, never ui/ or a feature.',
  },
];
// The mock service implements the Demo connection: it reads the Demo's facts and nothing else.
const mockPatterns = [
  {
    regex: `${up}(?!connections/demo$)(${FEATURES.join('|')})(/|$)`,
    message: 'The mock service may import only the Demo facts (connections/demo).',
  },
];
// Inside import/, one wall where the threads meet: pipeline/ is what the parsing worker
// runs (rows -> checked orders, presets, the money check), so it holds no React, no ui/ and
// nothing of the page; session/ is the page's end of the worker; steps/ are the page's.
const IMPORT_INSIDE = {
  'import/pipeline': [
    {
      target: '^(react|react-dom|@tanstack|react-hook-form|@hookform|wouter|uplot)(/|$)',
      message: 'import/pipeline/ runs in the worker: no React or page libraries there.',
    },
    {
      // orders' public module is the order rules, kept free of the DOM for this worker.
      target: '^src/(?!import/pipeline/|tables/|api/|lib/|orders$)',
      message:
        'import/pipeline/ runs in the worker: it may import only pipeline/, tables/, api/, lib/ and the order rules (orders/).',
    },
  ],
  'import/session': [
    {
      target: '^src/import/(steps/|import-page|page$|index$)',
      message: "import/session/ is the page's end of the worker: the steps use it, not it them.",
    },
  ],
  'import/steps': [
    {
      target: '^src/import/(import-page|page$|index$)',
      message: 'import/steps/ are parts of the Import page: the page uses them, not they it.',
    },
  ],
};
function featureBoundaries() {
  return Object.entries(ALLOWED)
    .flatMap(([folder, allowed]) => {
      const forbidden = FEATURES.filter((f) => f !== folder && !allowed.includes(f));
      const patterns = [intoFiles, noMocks];
      if (forbidden.length > 0)
        patterns.push({
          regex: `${up}(${forbidden.join('|')})(/|$)`,
          message: `${folder}/ may not depend on this feature: dependencies point one way (README "Layout").`,
        });
      // tables/ uses ui/ and api/ (its file field, the wire's types): never the reverse.
      if (folder === 'ui' || folder === 'api')
        patterns.push({
          regex: `${up}tables(/|$)`,
          message: `${folder}/ is below tables/, which uses it: it may not import tables/.`,
        });
      const inside = Object.entries(IMPORT_INSIDE)
        .filter(([sub]) => sub.startsWith(`${folder}/`))
        .map(([sub, own]) => ({
          files: [`src/${sub}/**/*.{ts,tsx}`],
          rules: { 'boundaries/imports': ['error', { patterns: [...patterns, ...own] }] },
        }));
      return [
        {
          files: [`src/${folder}/**/*.{ts,tsx}`],
          rules: {
            'boundaries/imports': ['error', { patterns }],
          },
        },
        ...inside,
      ];
    })
    .concat({
      // lib/: helpers with no UI (storage, files, numbers, times, form glue), below every feature and ui/.
      files: ['src/lib/**/*.ts'],
      rules: {
        'boundaries/imports': ['error', { patterns: libPatterns }],
      },
    })
    .concat({
      files: ['src/mocks/**/*.ts'],
      rules: {
        'boundaries/imports': ['error', { patterns: mockPatterns }],
      },
    });
}

const restrictedEverywhere = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Render user and server text as text, never as HTML.',
  },
  {
    // TkDodo's "Effective React Query Keys": a literal key drifts from the one invalidated.
    selector:
      "Property[key.name='queryKey'] > ArrayExpression, VariableDeclarator[id.name='queryKey'] > ArrayExpression",
    message:
      "Take the query key from the feature's key factory (historyKeys, jobKeys), not a literal.",
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-mock',
      'dist-import-before',
      'node_modules',
      'test-results',
      'playwright-report',
      '.reports',
      'screenshots',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: {
      'react-hooks': reactHooks,
      boundaries: { rules: { imports: importBoundaries } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'no-restricted-syntax': ['error', ...restrictedEverywhere],
    },
  },
  {
    files: ['test/**/*.ts', 'test/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...restrictedEverywhere,
        {
          // vi.waitFor gives up after 1 s; on a busy machine a team start takes longer (CI).
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^wait(For|Until)$/][arguments.length<2]",
          message:
            "Give vi.waitFor a timeout for a busy machine (or use testing-library's waitFor, 15 s in test/setup.ts).",
        },
      ],
    },
  },
  ...featureBoundaries(),
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        window: 'readonly',
        PerformanceObserver: 'readonly',
        indexedDB: 'readonly',
        Buffer: 'readonly',
        File: 'readonly',
        document: 'readonly',
        DataTransfer: 'readonly',
        Event: 'readonly',
        requestAnimationFrame: 'readonly',
        localStorage: 'readonly',
        performance: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
);
