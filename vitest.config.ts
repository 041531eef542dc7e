import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: the app's tests in jsdom (with the mock service and storage
// reset), and *.node.test.ts in plain Node (lint probes, real sockets).
export default defineConfig({
  plugins: [react()],
  test: {
    restoreMocks: true,
    testTimeout: 40000,
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**', 'test/**/*.node.test.ts', 'node_modules/**'],
          setupFiles: ['test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['test/**/*.node.test.ts'],
        },
      },
    ],
  },
});
