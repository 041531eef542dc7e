// Reading or checking a large file takes a moment: say which, and how far.
import type { SessionState } from '../../session/session-owner';

export function ParseProgress({
  busy,
  progress,
  error,
}: Pick<SessionState, 'busy' | 'progress' | 'error'>) {
  return (
    <>
      {busy && (
        <p aria-live="polite">
          {busy === 'reading' ? 'Reading' : 'Checking orders'}…
          {progress && progress.total > 0 ? (
            <progress
              aria-label={busy === 'reading' ? 'Reading progress' : 'Checking progress'}
              max={progress.total}
              value={progress.done}
            />
          ) : null}
        </p>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
