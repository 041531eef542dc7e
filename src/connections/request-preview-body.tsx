// The open Request preview: the body as JSON and as a cURL command (request-preview.tsx).
import { useState } from 'react';
import { curlCommand, KEY_VARIABLE } from '../api/curl';
import { joinUrl } from '../api/client';
import { CopyButton } from '../ui/copy-button';
import { cutText, formatJson } from '../lib/format-json';
import { LongText } from '../ui/long-text';
import type { Connection } from './connection';
import { connectionStore } from './connection-store';
import type { ConnectionRequest } from './send';

interface Props {
  connection: Connection;
  request: ConnectionRequest;
}

export default function RequestPreviewBody({ connection, request }: Props) {
  const { method, path, body } = request;
  const [reveal, setReveal] = useState(false);
  const json = () => JSON.stringify(body, null, 2);
  const curl = () =>
    curlCommand({
      method,
      baseUrl: connection.baseUrl,
      path,
      body,
      ...(reveal ? { serviceKey: connectionStore.keyFor(connection) } : {}),
    });
  return (
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
          The command reads the key from ${KEY_VARIABLE}: run <code>read -s {KEY_VARIABLE}</code>{' '}
          first.
        </p>
      )}
      <LongText
        label="cURL command"
        show={(limit) => cutText(curl(), limit)}
        full={curl}
        fileName="request.sh"
      />
    </>
  );
}
