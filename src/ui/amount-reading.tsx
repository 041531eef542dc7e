// Beside a typed amount: the value as read ("Read as 2.125"), or, when the text could
// be a thousands group or a decimal ("2,125"), both readings as buttons. Choosing one
// writes it back in a form that reads only that way.
import type { ReactNode } from 'react';
import { askQuestion, readAsText, readTypedAmount, textForReading } from '../lib/read-typed-amount';

/** The field's hint with the reading added; undefined when there is nothing to say. */
export function withReading(
  text: string,
  onChoose: (text: string) => void,
  hint?: ReactNode,
): ReactNode {
  const read = readTypedAmount(text);
  if (read.kind === 'ask') {
    const question = askQuestion(read);
    return (
      <>
        {hint}
        {hint ? ' ' : null}
        <span role="group" aria-label={question} className="amount-ask">
          <span className="warning">{question}</span>{' '}
          {read.readings.map((value) => {
            const written = textForReading(value);
            return (
              <button
                key={written}
                type="button"
                className="button button--small"
                onClick={() => {
                  onChoose(written);
                }}
              >
                {written}
              </button>
            );
          })}
        </span>
      </>
    );
  }
  const readAs = readAsText(text);
  if (!readAs) return hint;
  return hint ? (
    <>
      {hint} · {readAs}
    </>
  ) : (
    readAs
  );
}
