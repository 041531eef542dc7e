// "Map these codes…": each referral code the service did not know, with the affiliate's
// code to send its orders with. A code left empty keeps its orders as they are: no order is
// given an affiliate by a default.
import { useState } from 'react';
import { TextField } from '../../ui/field';
import { ConfirmDialog } from '../../ui/dialog';
import { countOf } from '../../lib/plural';

const orders = (n: number) => countOf(n, 'order');

export function MapCodesDialog({
  values,
  onConfirm,
  onCancel,
}: {
  /** The unknown codes and how many failed orders carry each. */
  values: readonly { value: string; count: number }[];
  /** The new code of each code given one, and how many orders that sends again. */
  onConfirm: (codes: Map<string, string>, count: number) => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const mapped = new Map<string, string>();
  let count = 0;
  const errors: Record<string, string> = {};
  for (const { value, count: n } of values) {
    const to = (typed[value] ?? '').trim();
    if (to === '') continue;
    if (to.toLowerCase() === value.toLowerCase())
      errors[value] = 'The service did not know this code: give the affiliate’s code instead.';
    else {
      mapped.set(value, to);
      count += n;
    }
  }
  const problem =
    Object.keys(errors).length > 0
      ? 'Correct the codes marked.'
      : count === 0
        ? 'Give at least one code an affiliate’s code, or cancel.'
        : undefined;
  return (
    <ConfirmDialog
      title="Map unknown referral codes"
      confirmLabel={count > 0 ? `Send ${orders(count)} again` : 'Send again'}
      onCancel={onCancel}
      onConfirm={() => {
        setTried(true);
        if (!problem) onConfirm(mapped, count);
      }}
    >
      <p>
        The service knew none of these referral codes. Give each the code of the affiliate its
        orders belong to; only those orders are sent again, in this job. A code left empty keeps its
        orders as they are.
      </p>
      {values.map(({ value, count: n }) => (
        <TextField
          key={value}
          label={`New code for ${value}`}
          hint={`${orders(n)}.`}
          value={typed[value] ?? ''}
          autoComplete="off"
          spellCheck={false}
          error={tried ? errors[value] : undefined}
          onChange={(e) => {
            setTyped({ ...typed, [value]: e.target.value });
          }}
        />
      ))}
      {tried && problem && (
        <p role="alert" className="field__error">
          {problem}
        </p>
      )}
    </ConfirmDialog>
  );
}
