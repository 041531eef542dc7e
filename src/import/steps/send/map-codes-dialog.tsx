// "Map these codes…": each referral code the service did not know, with the affiliate's
// code to send its orders with. A code left empty keeps its orders as they are: no order is
// given an affiliate by a default. Codes are suggested from the affiliate directory (by name
// or code) and what is typed is checked against it, without blocking: the service decides.
// A code mapped on this connection before is offered again, never filled in unasked.
import { useState } from 'react';
import { ComboboxField } from '../../../ui/combobox-field';
import { ConfirmDialog } from '../../../ui/dialog';
import DirectoryCodeNote from '../../../ui/directory-code-note';
import { DirectoryCodeSuggestions } from '../../../ui/directory-code-suggestions';
import { countOf } from '../../../lib/plural';

const orders = (n: number) => countOf(n, 'order');

export function MapCodesDialog({
  values,
  lastMapping,
  onConfirm,
  onCancel,
}: {
  /** The unknown codes and how many failed orders carry each. */
  values: readonly { value: string; count: number }[];
  /** The code an unknown code was mapped to last time on this connection. */
  lastMapping: (code: string) => string | undefined;
  /** The new code of each code given one, and how many orders that sends again. */
  onConfirm: (codes: Map<string, string>, count: number) => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const set = (value: string, code: string) => {
    setTyped((t) => ({ ...t, [value]: code }));
  };
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
        orders belong to (type a code or an affiliate’s name from Affiliates); only those orders are
        sent again, in this job. A code left empty keeps its orders as they are.
      </p>
      {values.map(({ value, count: n }) => {
        const now = typed[value] ?? '';
        const last = lastMapping(value);
        return (
          <div key={value} className="map-codes__row">
            <ComboboxField
              label={`New code for ${value}`}
              hint={`${orders(n)}.`}
              value={now}
              spellCheck={false}
              error={tried ? errors[value] : undefined}
              onChange={(e) => {
                set(value, e.target.value);
              }}
              popup={(p) => (
                <DirectoryCodeSuggestions
                  {...p}
                  onChoose={(code) => {
                    set(value, code);
                  }}
                />
              )}
            />
            {last !== undefined && last !== now.trim() && (
              <p className="small">
                Last time you mapped {value} to {last}.{' '}
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Use ${last} for ${value}`}
                  onClick={() => {
                    set(value, last);
                  }}
                >
                  Use {last}
                </button>
              </p>
            )}
            <DirectoryCodeNote
              text={now}
              sayKnown
              sayUnknown
              onUse={(code) => {
                set(value, code);
              }}
            />
          </div>
        );
      })}
      {tried && problem && (
        <p role="alert" className="field__error">
          {problem}
        </p>
      )}
    </ConfirmDialog>
  );
}
