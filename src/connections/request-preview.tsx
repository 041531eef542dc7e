// The exact request that a send would make: the JSON body and a cURL command.
// The key is masked (read from $SERVICE_KEY) unless the person reveals it.
import { useState } from 'react';
import { curlCommand, KEY_VARIABLE } from '../api/curl';
import { joinUrl } from '../api/client';
import { CopyButton } from '../ui/copy-button';
import { cutText, formatJson } from '../ui/format-json';
import { LongText } from '../ui/long-text';
import type { Connection } from './connection';
import { connectionStore } from './connection-store';

interface Props {
  connection: Connection;
  method: 'POST' | 'PATCH';
  path: string | undefined;
  /** undefined while the form has errors. */
  body: unknown;
  problems: number;
}

export function RequestPreview({ connection, method, path, body, problems }: Props) {
  const [reveal, setReveal] = useState(false);
  // Built only while open: the body follows every keystroke and may hold megabytes of notes.
  const [open, setOpen] = useState(false);
  const ready = body !== undefined && path !== undefined;
  const json = () => (ready ? JSON.stringify(body, null, 2) : '');
  const curl = () =>
    ready
      ? curlCommand({
          method,
          baseUrl: connection.baseUrl,
          path,
          body,
          ...(reveal ? { serviceKey: connectionStore.keyFor(connection) } : {}),
        })
      : '';
  return (
    <details
      className="card preview"
      onToggle={(e) => {
        setOpen(e.currentTarget.open);
      }}
    >
      <summary>Request preview</summary>
      {!open ? null : !ready ? (
        <p className="muted">
          {problems > 0
            ? `Fix ${problems} problem${problems === 1 ? '' : 's'} in the form to see the exact request.`
            : 'Fill in the form to see the exact request.'}
        </p>
      ) : (
        <>
          <p className="mono small">
            {method} {joinUrl(connection.baseUrl, path)}
          </p>
          <div className="preview__head">
            <h3>Body</h3>
            <CopyButton label="Copy JSON" text={json} />
          </div>
          <LongText
            label="Request body"
            show={(limit) => formatJson(body, limit)}
            full={json}
            fileName="request.json"
          />
          <div className="preview__head">
            <h3>cURL</h3>
            <CopyButton label="Copy cURL" text={curl} />
          </div>
          <label className="inline-check">
            <input
              type="checkbox"
              checked={reveal}
              onChange={(e) => {
                setReveal(e.target.checked);
              }}
            />
            Show the service key in the command
          </label>
          {!reveal && (
            <p className="muted small">
              The command reads the key from ${KEY_VARIABLE}: run{' '}
              <code>read -s {KEY_VARIABLE}</code> first.
            </p>
          )}
          <LongText
            label="cURL command"
            show={(limit) => cutText(curl(), limit)}
            full={curl}
            fileName="request.sh"
          />
        </>
      )}
    </details>
  );
}
