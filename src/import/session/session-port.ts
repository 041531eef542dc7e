// Where an import session's work runs: a Worker over Comlink in the app, the same
// code in-process in tests. The owner (session-owner.ts) takes a factory of these.
import type { ImportSessionApi, ProgressListener } from '../pipeline/import-session';

export interface SessionPort {
  api: ImportSessionApi;
  /** Rejects once the work can no longer answer (the worker crashed), so no call hangs. */
  failed: Promise<never>;
  /** Ends the work and frees what it holds. */
  end(): void;
}

export type SessionFactory = (onProgress: ProgressListener) => Promise<SessionPort>;
