import { defineConfig } from 'vitest/config';

// The cross-browser suite (scripts/browsers.mjs starts its servers): the same spec files
// once per engine, one browser at a time (this machine has two cores).
const engine = (name: 'firefox' | 'webkit') => ({
  extends: true as const,
  test: { name, provide: { engine: name } },
});

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/browsers/**/*.spec.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    maxWorkers: 1,
    projects: [engine('firefox'), engine('webkit')],
  },
});
