// The exact request that a send would make: the JSON body and a cURL command.
// The key is masked (read from $SERVICE_KEY) unless the person reveals it.
// What the open preview shows loads when it is first opened (request-preview-body.tsx):
// the JSON and cURL writers stay off the first page.
import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { Connection } from './connection';
import type { ConnectionRequest } from './send';

const PreviewBody = lazy(() => import('./request-preview-body'));

interface Props {
  connection: Connection;
  /** The request a send would make (api/requests.ts), undefined while the form has errors. */
  request: ConnectionRequest | undefined;
  problems: number;
}

export function RequestPreview({ connection, request, problems }: Props) {
  // Built only while open: the body follows every keystroke and may hold megabytes of notes.
  const [open, setOpen] = useState(false);
  return (
    <details
      className="card preview"
      onToggle={(e) => {
        setOpen(e.currentTarget.open);
      }}
    >
      <summary>Request preview</summary>
      {!open ? null : !request ? (
        <p className="muted">
          {problems > 0
            ? `Fix ${problems} problem${problems === 1 ? '' : 's'} in the form to see the exact request.`
            : 'Fill in the form to see the exact request.'}
        </p>
      ) : (
        // Its code may be gone (a redeploy) or out of reach (offline): say so, keep the form.
        <ErrorBoundary
          fallback={
            <p className="muted">The preview could not be loaded: reload the page to see it.</p>
          }
        >
          <Suspense fallback={<p className="muted">Loading the preview…</p>}>
            <PreviewBody connection={connection} request={request} />
          </Suspense>
        </ErrorBoundary>
      )}
    </details>
  );
}
