// "Or type a time" beside the Order time picker: a person's way of writing a time,
// read on Enter, on leaving the field, or at once when pasted (issue 15). Loaded
// after the form's first paint, with its reader. A time the clocks went back over
// happened twice: the field says so and asks which, with a button for each.
import { useId, useRef, useState } from 'react';
import { TextField } from '../ui/field';
import { parseTypedTime, TYPED_TIME_FORMS, type TimeChoice } from './typed-time';

export default function TypedTimeField({ onTime }: { onTime: (date: Date) => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [question, setQuestion] = useState<{
    message: string;
    choices: readonly TimeChoice[];
  }>();
  const [said, setSaid] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const firstChoice = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  /** `ask`: the person is still here (Enter, paste), so a question takes focus to its first answer. */
  const read = (text: string, ask: boolean) => {
    setSaid('');
    if (text.trim() === '') {
      setError(undefined);
      setQuestion(undefined);
      return;
    }
    const result = parseTypedTime(text);
    if (!result.ok) {
      setTyped(text);
      if (result.choices) {
        setError(undefined);
        setQuestion({ message: result.message, choices: result.choices });
        if (ask) queueMicrotask(() => firstChoice.current?.focus());
      } else {
        setQuestion(undefined);
        setError(result.message);
      }
      return;
    }
    setError(undefined);
    setQuestion(undefined);
    setTyped('');
    onTime(result.date);
  };
  const choose = (choice: TimeChoice) => {
    setQuestion(undefined);
    setTyped('');
    setSaid(`Order time set to ${choice.label}.`);
    onTime(choice.date);
    // The buttons go: focus goes back to the field they answered.
    inputRef.current?.focus();
  };
  return (
    <div className="typed-time">
      <TextField
        ref={inputRef}
        label="Or type a time"
        autoComplete="off"
        placeholder="yesterday 14:30"
        value={typed}
        error={error}
        hint={`${TYPED_TIME_FORMS}; Enter sets it.`}
        onChange={(e) => {
          setTyped(e.target.value);
        }}
        onBlur={(e) => {
          // Moving to one of the question's buttons is not leaving the field's question.
          if (question && e.relatedTarget?.closest(`[data-question="${questionId}"]`)) return;
          read(typed, false);
        }}
        onPaste={(e) => {
          // A pasted value is read at once: nothing else will be typed after it.
          e.preventDefault();
          read(e.clipboardData.getData('text'), true);
        }}
        onKeyDown={(e) => {
          // Enter reads the time; it must not send the order.
          if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) {
            e.preventDefault();
            read(typed, true);
          }
        }}
      />
      <div aria-live="polite" className="typed-time__question">
        {question ? (
          <div role="group" aria-labelledby={questionId} data-question={questionId}>
            <p id={questionId} className="field__hint">
              {question.message}
            </p>
            <div className="row-actions">
              {question.choices.map((c, i) => (
                <button
                  key={c.label}
                  ref={i === 0 ? firstChoice : undefined}
                  type="button"
                  className="button button--small"
                  onClick={() => {
                    choose(c);
                  }}
                >
                  {c.label}
                </button>
              ))}
            </div>
          </div>
        ) : (
          said && <p className="field__hint">{said}</p>
        )}
      </div>
    </div>
  );
}
