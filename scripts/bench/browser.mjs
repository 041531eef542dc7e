// Shared set-up for benchmarks: the production build served by vite preview,
// and Debian's Chromium driven by playwright-core.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import chromiumFlags from '../chromium.json' with { type: 'json' };

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
export const p95 = (xs) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
export const ms = (x) => `${x.toFixed(1)} ms`;

/** Serves the build in `outDir` (another build, e.g. an earlier commit's, for a before/after). */
export async function startPreview(port = 4175, outDir = 'dist') {
  if (!existsSync(`${outDir}/index.html`)) throw new Error('Run `npm run build` first.');
  const server = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
      '--outDir',
      outDir,
    ],
    { stdio: 'ignore' },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(base)).ok) return { base, stop: () => server.kill() };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error('vite preview did not start');
}

export async function launch() {
  const executablePath = process.env.CHROMIUM_PATH ?? chromiumFlags.executablePath;
  if (!existsSync(executablePath))
    throw new Error(
      `No Chromium at ${executablePath}: apt-get install -y chromium, or set CHROMIUM_PATH.`,
    );
  return chromium.launch({
    executablePath,
    args: chromiumFlags.args,
  });
}

/** Records the longest main-thread task from now on; read it with longestTask(page). */
export const watchLongTasks = (page) =>
  page.evaluate(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
export const longestTask = (page) => page.evaluate(() => window.__longest);
