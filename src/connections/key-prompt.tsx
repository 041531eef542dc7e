// A connection whose key this tab does not have (not remembered on this device,
// and this is a new tab) asks for it before a send. Nothing is sent until it is
// given; the key is kept as the connection's "remember" setting says.
import { useCallback, useState, type ReactNode } from 'react';
import { serviceKeyProblem } from '../api/service-key';
import { ConfirmDialog } from '../ui/dialog';
import { TextField } from '../ui/field';
import type { Connection } from './connection';
import { connectionStore } from './connection-store';

function KeyPromptDialog({
  connection,
  onGiven,
  onCancel,
}: {
  connection: Connection;
  onGiven: (key: string) => void;
  onCancel: () => void;
}) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const problem = serviceKeyProblem(key);
    if (problem) setError(problem);
    else onGiven(key);
  };
  return (
    <ConfirmDialog
      title={`Service key for ${connection.name}`}
      confirmLabel="Use this key"
      onConfirm={submit}
      onCancel={onCancel}
    >
      <p>
        This tab has no key for “{connection.name}”
        {connection.rememberKey
          ? '.'
          : ': it is not remembered on this device, so a new tab starts without it.'}{' '}
        Nothing is sent until you give it.
      </p>
      <TextField
        label="Service key"
        type="password"
        autoComplete="off"
        spellCheck={false}
        data-autofocus
        value={key}
        error={error}
        hint={connection.rememberKey ? 'Kept on this device.' : 'Kept for this tab only.'}
        onChange={(e) => {
          setKey(e.target.value);
          setError(undefined);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            submit();
          }
        }}
      />
    </ConfirmDialog>
  );
}

/** `ensureKey(connection)` resolves true once this tab has the key (asking for it if need be), false if the person cancels. */
export function useKeyPrompt(): {
  ensureKey: (connection: Connection) => Promise<boolean>;
  keyDialog: ReactNode;
} {
  const [asking, setAsking] = useState<
    { connection: Connection; resolve: (given: boolean) => void } | undefined
  >();
  const ensureKey = useCallback((connection: Connection) => {
    if (connectionStore.keyFor(connection) !== undefined) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      setAsking({ connection, resolve });
    });
  }, []);
  const keyDialog = asking && (
    <KeyPromptDialog
      connection={asking.connection}
      onGiven={(key) => {
        connectionStore.setKey(asking.connection, key);
        setAsking(undefined);
        asking.resolve(true);
      }}
      onCancel={() => {
        setAsking(undefined);
        asking.resolve(false);
      }}
    />
  );
  return { ensureKey, keyDialog };
}
