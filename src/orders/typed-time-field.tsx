// "Or type a time" beside the Order time picker: a person's way of writing a time,
// read on Enter, on leaving the field, or at once when pasted (issue 15). Loaded
// after the form's first paint, with its reader.
import { useState } from 'react';
import { TextField } from '../ui/field';
import { parseTypedTime, TYPED_TIME_FORMS } from './typed-time';

export default function TypedTimeField({ onTime }: { onTime: (date: Date) => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const read = (text: string) => {
    if (text.trim() === '') {
      setError(undefined);
      return;
    }
    const result = parseTypedTime(text);
    if (!result.ok) {
      setTyped(text);
      setError(result.message);
      return;
    }
    setError(undefined);
    setTyped('');
    onTime(result.date);
  };
  return (
    <TextField
      label="Or type a time"
      autoComplete="off"
      placeholder="yesterday 14:30"
      value={typed}
      error={error}
      hint={`${TYPED_TIME_FORMS}; Enter sets it.`}
      onChange={(e) => {
        setTyped(e.target.value);
      }}
      onBlur={() => {
        read(typed);
      }}
      onPaste={(e) => {
        // A pasted value is read at once: nothing else will be typed after it.
        e.preventDefault();
        read(e.clipboardData.getData('text'));
      }}
      onKeyDown={(e) => {
        // Enter reads the time; it must not send the order.
        if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) {
          e.preventDefault();
          read(typed);
        }
      }}
    />
  );
}
