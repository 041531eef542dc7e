// The import session in a Worker, called through Comlink. Comlink (2 KB gzip) and the
// worker load together, when a person first reads a file: never with the first page.
import type { ImportSessionApi } from '../pipeline/import-session';
import type { SessionFactory } from './session-port';

export const workerSession: SessionFactory = async (onProgress) => {
  const { wrap, proxy } = await import('comlink');
  const worker = new Worker(new URL('../pipeline/parse.worker.ts', import.meta.url), {
    type: 'module',
  });
  let fail: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    fail = reject;
  });
  // Nobody may be waiting when it fails; each call races it.
  failed.catch(() => undefined);
  worker.addEventListener('error', (e) => {
    fail(new Error(`The file reader stopped${e.message ? ` (${e.message})` : ''}.`));
  });
  worker.addEventListener('messageerror', () => {
    fail(new Error('The file reader sent something the page could not read.'));
  });
  const api: ImportSessionApi = wrap<ImportSessionApi>(worker);
  await Promise.race([api.listen(proxy(onProgress)), failed]);
  return {
    api,
    failed,
    end: () => {
      worker.terminate();
    },
  };
};
