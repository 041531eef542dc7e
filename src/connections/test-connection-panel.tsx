// Settings: tests a connection with a request that records nothing, and says
// exactly what it sends before and while it does.
import { useState } from 'react';
import { joinUrl, type Outcome } from '../api/client';
import { runConnectionTest, TEST_REQUEST, type TestVerdict } from './connection-test';

interface Props {
  /** Says which connection is tested, when the panel is not inside that connection's form. */
  heading?: string;
  /** The base URL the test goes to, or undefined while it is not a valid one. */
  baseUrl: string | undefined;
  /** Sends the test request; the key is resolved by the caller, never shown. */
  send: () => Promise<Outcome>;
}

export function TestConnectionPanel({ heading, baseUrl, send }: Props) {
  const [state, setState] = useState<'idle' | 'testing' | TestVerdict>('idle');
  const { method, path, body } = TEST_REQUEST;
  const target = baseUrl ? joinUrl(baseUrl, path) : `{base URL}${path}`;
  return (
    <div className="connection-test">
      {heading && <h3>{heading}</h3>}
      <p className="small">
        <strong>Test connection</strong> sends{' '}
        <code className="mono">
          {method} {target} {JSON.stringify(body)}
        </code>{' '}
        with the service key: an order without orderId or products, which the contract forbids, so a
        service that follows it refuses it and records nothing. If no answer can be read, it then
        sends <code className="mono">GET {target}</code> without the key, only to tell a CORS
        refusal from a service that does not answer. Nothing is written to History.
      </p>
      <div className="row-actions">
        <button
          type="button"
          className="button"
          disabled={state === 'testing' || baseUrl === undefined}
          onClick={() => {
            if (baseUrl === undefined) return;
            setState('testing');
            void runConnectionTest(baseUrl, send).then(setState);
          }}
        >
          Test connection
        </button>
      </div>
      {baseUrl === undefined && <p className="muted small">Enter a valid base URL to test.</p>}
      <div role="status" className="connection-test__result">
        {state === 'testing' && <p>Testing: sending the request above…</p>}
        {typeof state === 'object' && (
          <div className={`outcome outcome--${state.tone}`}>
            <p>
              <strong>{state.title}</strong>
            </p>
            <p className="small">{state.detail}</p>
          </div>
        )}
      </div>
    </div>
  );
}
