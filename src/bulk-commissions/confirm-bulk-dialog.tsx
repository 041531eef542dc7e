// The last question before a bulk change leaves: which connection, how many
// affiliates, and what changes. On production the person types the count.
import { useId, useState } from 'react';
import type { Connection } from '../connections';
import { ConfirmDialog } from '../ui/dialog';
import { undoSentence, type Summary } from './summary';

export function ConfirmBulkDialog({
  connection,
  summary,
  leftOut,
  onConfirm,
  onCancel,
}: {
  connection: Connection;
  summary: Summary;
  leftOut: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const inputId = useId();
  const count = String(summary.count);
  const typedOk = !connection.production || typed.trim() === count;
  return (
    <ConfirmDialog
      title={`Change the commissions of ${summary.count.toLocaleString()} affiliates?`}
      confirmLabel={connection.production ? 'Send to production' : 'Send changes'}
      danger={connection.production}
      onCancel={onCancel}
      onConfirm={() => {
        setTried(true);
        if (typedOk) onConfirm();
      }}
    >
      <p>
        To{' '}
        <strong className={connection.production ? 'prod-label' : undefined}>
          {connection.name}
        </strong>
        {connection.production ? ', a production connection' : ''} ({connection.baseUrl}):{' '}
        {summary.count.toLocaleString()} requests, one per affiliate.
      </p>
      <p>
        <strong>{summary.sentence}.</strong>
        {leftOut ? ` Not sent: ${leftOut}.` : ''}
      </p>
      <p>{undoSentence(summary)}</p>
      {connection.production && (
        <div className={`field${tried && !typedOk ? ' field--invalid' : ''}`}>
          <label htmlFor={inputId}>Type {count} to confirm</label>
          <input
            id={inputId}
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            aria-invalid={tried && !typedOk ? true : undefined}
            aria-describedby={tried && !typedOk ? `${inputId}-error` : undefined}
            onChange={(e) => {
              setTyped(e.target.value);
            }}
          />
          {tried && !typedOk && (
            <div className="field__error" id={`${inputId}-error`}>
              Type {count}, the number of affiliates, to send to production.
            </div>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
