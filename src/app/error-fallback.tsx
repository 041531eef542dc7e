// What a person sees instead of a blank page when a page fails to render or a
// lazily loaded part of the console cannot be fetched (a deploy while the tab
// was open, or the connection dropped). Drafts are in localStorage: a reload keeps them.
import type { FallbackProps } from 'react-error-boundary';

/** Chromium, Firefox and Safari word a failed dynamic import differently. */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|module script failed|ChunkLoadError|Loading chunk|error loading dynamically/i.test(
    message,
  );
}

export function ErrorFallback({ error, resetErrorBoundary }: FallbackProps) {
  const chunk = isChunkLoadError(error);
  return (
    <section className="card error-fallback" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">
        {chunk ? 'This part of the console could not be loaded' : 'This page stopped working'}
      </h1>
      <p>
        {chunk
          ? 'The console may have been updated while this tab was open, or the connection dropped. Reloading fetches the current version.'
          : 'Something went wrong while showing this page. Reloading usually fixes it; if it does not, the details below help whoever looks into it.'}
      </p>
      <p>Your unsent drafts are kept on this device and come back after the reload.</p>
      <div className="row-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            window.location.reload();
          }}
        >
          Reload
        </button>
        {!chunk && (
          <button type="button" className="button" onClick={resetErrorBoundary}>
            Try again
          </button>
        )}
      </div>
      <details>
        <summary>Details</summary>
        <pre className="code">{error instanceof Error ? error.message : String(error)}</pre>
      </details>
    </section>
  );
}
