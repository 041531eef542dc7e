import { useState } from 'react';
import { TextField } from '../ui/field';
import { DEFAULT_RETENTION, prune, retention, setRetention } from './history-store';

export function HistorySettings() {
  const [value, setValue] = useState(String(retention()));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    const n = Number(value.trim());
    if (!Number.isSafeInteger(n) || n < 100 || n > 1_000_000) {
      setError('Choose a whole number from 100 to 1,000,000.');
      return;
    }
    setError(undefined);
    setRetention(n);
    void prune(n).then(() => {
      setNote(`Keeping the newest ${n.toLocaleString()} entries.`);
    });
  };
  return (
    <section className="card">
      <h2>History</h2>
      <div className="with-button">
        <TextField
          label="Entries to keep"
          inputMode="numeric"
          value={value}
          error={error}
          hint={`Older entries are deleted. Default ${DEFAULT_RETENTION.toLocaleString()}.`}
          onChange={(e) => {
            setValue(e.target.value);
          }}
        />
        <button type="button" className="button" onClick={save}>
          Keep this limit
        </button>
      </div>
      <span aria-live="polite" className="muted">
        {note}
      </span>
    </section>
  );
}
