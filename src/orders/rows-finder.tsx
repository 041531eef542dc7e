// Above a virtual list of product rows: what the list leaves out of the page, a way to
// go to any row by its number, and the rows with problems as buttons that go there.
import { useId, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { TextField } from '../ui/field';
import { useOrderForm } from './order-resolver';
import { rowProblems, type RowField } from './row-problems';

const LISTED = 10;

interface Props {
  count: number;
  onGo: (index: number, field?: RowField) => void;
}

export function RowsFinder({ count, onGo }: Props) {
  const { control } = useOrderForm();
  const { errors } = useFormState({ control, name: 'products' });
  const problems = rowProblems(errors);
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string>();
  const problemsId = useId();
  const go = () => {
    const n = Number(target.trim());
    if (!Number.isInteger(n) || n < 1 || n > count) {
      setError(`Enter a product number from 1 to ${count.toLocaleString()}.`);
      return;
    }
    setError(undefined);
    onGo(n - 1);
  };
  return (
    <div className="rows-finder">
      <p className="muted">
        {count.toLocaleString()} products: only the rows near the screen are in the page, so
        find-in-page does not reach the others. Tab moves through every row.
      </p>
      <div className="rows-finder__go">
        <TextField
          label="Go to product"
          inputMode="numeric"
          autoComplete="off"
          value={target}
          error={error}
          onChange={(e) => {
            setTarget(e.target.value);
          }}
          onKeyDown={(e) => {
            // Enter goes to the row; it must not submit the order.
            if (e.key === 'Enter') {
              e.preventDefault();
              go();
            }
          }}
        />
        <button type="button" className="button button--small" onClick={go}>
          Go
        </button>
      </div>
      {problems.length > 0 && (
        <div className="rows-finder__problems">
          <span id={problemsId} className="field__error">
            {problems.length === 1
              ? '1 product has a problem:'
              : `${problems.length.toLocaleString()} products have problems:`}
          </span>
          <ul aria-labelledby={problemsId}>
            {problems.slice(0, LISTED).map((p) => (
              <li key={p.index}>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => {
                    onGo(p.index, p.field);
                  }}
                >
                  Go to product {p.index + 1}
                </button>
              </li>
            ))}
            {problems.length > LISTED && (
              <li className="muted">and {(problems.length - LISTED).toLocaleString()} more</li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
