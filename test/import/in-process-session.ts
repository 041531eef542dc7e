// The import session in this process: the real import-session code, no Worker, reached
// through the owner's seam (setSessionFactory) as the app reaches the worker. Each call
// answers in a later task, as a worker would; a test can see the calls, hold a method's
// calls, and make the session stop as a crashed worker does.
import {
  createImportSession,
  type ImportSessionApi,
} from '../../src/import/pipeline/import-session';
import type { SessionFactory } from '../../src/import/session/session-port';

export interface InProcessSession {
  factory: SessionFactory;
  /** The names of the methods called, in order. */
  calls: string[];
  /** Calls of this method wait until the returned function is called. */
  hold(method: keyof ImportSessionApi): () => void;
  /** The session stops as a crashed worker does: every call, pending or later, fails. */
  crash(message: string): void;
  /** How many sessions were ended (the worker terminated). */
  ended: number;
}

export function inProcessSession(): InProcessSession {
  const held = new Map<string, Promise<void>>();
  let fail: (error: Error) => void = () => undefined;
  const result: InProcessSession = {
    calls: [],
    ended: 0,
    hold(method) {
      let release: () => void = () => undefined;
      held.set(
        method,
        new Promise<void>((r) => {
          release = r;
        }),
      );
      return () => {
        held.delete(method);
        release();
      };
    },
    crash(message) {
      fail(new Error(message));
    },
    factory: (onProgress) => {
      const real = createImportSession();
      const failed = new Promise<never>((_, reject) => {
        fail = reject;
      });
      failed.catch(() => undefined);
      const via =
        <A extends unknown[], R>(name: string, call: (...args: A) => Promise<R>) =>
        async (...args: A): Promise<R> => {
          result.calls.push(name);
          await new Promise((r) => setTimeout(r, 0));
          await held.get(name);
          return call(...args);
        };
      const api: ImportSessionApi = {
        listen: via('listen', real.listen),
        parse: via('parse', real.parse),
        sheet: via('sheet', real.sheet),
        build: via('build', real.build),
        filter: via('filter', real.filter),
        change: via('change', real.change),
        window: via('window', real.window),
        startSend: via('startSend', real.startSend),
        nextBatch: via('nextBatch', real.nextBatch),
        stopSend: via('stopSend', real.stopSend),
        notSent: via('notSent', real.notSent),
      };
      return api.listen(onProgress).then(() => ({
        api,
        failed,
        end: () => {
          result.ended++;
        },
      }));
    },
  };
  return result;
}
