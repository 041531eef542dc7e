// "Same settings for a list": affiliate IDs pasted or typed, and the three
// settings given once. Nothing is guessed: each setting must be chosen.
import { useState } from 'react';
import { PERCENT_RULE, useCommissionTypes, unitSymbol } from '../commissions';
import { askError, readTypedAmount } from '../lib/read-typed-amount';
import { withReading } from '../ui/amount-reading';
import { RadioGroupField, SelectField, TextAreaField, TextField } from '../ui/field';
import { parseIdList } from './parse-id-list';
import type { BulkInput } from './review-rows';

const OTHER = 'other';
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

export function ListStep({
  connectionId,
  onReview,
}: {
  connectionId: string;
  onReview: (inputs: BulkInput[]) => void;
}) {
  const types = useCommissionTypes(connectionId);
  const [text, setText] = useState('');
  const [typeChoice, setTypeChoice] = useState('');
  const [otherType, setOtherType] = useState('');
  const [apply, setApply] = useState('');
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const list = parseIdList(text);
  const type = typeChoice === OTHER ? otherType : typeChoice;
  const unit =
    typeChoice === '' || typeChoice === OTHER
      ? undefined
      : types.find((t) => String(t.value) === typeChoice)?.unit;
  const symbol = unitSymbol(unit);
  const missing = (value: string, message: string) =>
    tried && value.trim() === '' ? message : undefined;
  // "12,500" in an English browser is asked beside the field, never read silently.
  const read = readTypedAmount(amount);
  const counts = [
    `${list.ids.length.toLocaleString()} affiliate ID${list.ids.length === 1 ? '' : 's'}`,
    ...(list.duplicates > 0 ? [`${list.duplicates.toLocaleString()} repeated dropped`] : []),
    ...(list.blanks > 0 ? [`${list.blanks.toLocaleString()} blank dropped`] : []),
  ].join(' · ');

  return (
    <form
      noValidate
      aria-label="Same settings for a list"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (
          list.ids.length === 0 ||
          type.trim() === '' ||
          apply === '' ||
          amount.trim() === '' ||
          read.kind === 'ask'
        )
          return;
        onReview(list.ids.map((id, i) => ({ line: i + 1, id, type, apply, amount })));
      }}
    >
      <TextAreaField
        label="Affiliate IDs"
        className="bulk-mono"
        rows={8}
        spellCheck={false}
        value={text}
        hint="One per line, or separated by commas or spaces. Repeats and blanks are dropped."
        error={tried && list.ids.length === 0 ? 'Enter at least one affiliate ID.' : undefined}
        onChange={(e) => {
          setText(e.target.value);
        }}
      />
      <p className="muted small" aria-live="polite">
        {counts}
      </p>
      <div className="grid grid--two">
        <SelectField
          label="Commission type"
          value={typeChoice}
          error={missing(type, 'Choose a commission type.')}
          hint="Labels are this connection's conventions (Settings); the service only sees the number."
          onChange={(e) => {
            setTypeChoice(e.target.value);
          }}
        >
          <option value="">Choose a type…</option>
          {types.map((t) => (
            <option key={t.value} value={String(t.value)}>
              {t.value} · {t.label}
            </option>
          ))}
          <option value={OTHER}>Other…</option>
        </SelectField>
        {typeChoice === OTHER && (
          <TextField
            label="Type number"
            inputMode="numeric"
            autoComplete="off"
            value={otherType}
            hint="Any whole number the service accepts."
            onChange={(e) => {
              setOtherType(e.target.value);
            }}
          />
        )}
        <TextField
          label={symbol ? `Amount (${symbol})` : 'Amount'}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={
            missing(amount, 'Enter the amount.') ??
            (tried && read.kind === 'ask' ? askError(read) : undefined)
          }
          hint={withReading(
            amount,
            setAmount,
            unit === 'percent' ? `Over 100 is asked before sending (${PERCENT_RULE}).` : undefined,
          )}
          onChange={(e) => {
            setAmount(e.target.value);
          }}
        />
        <RadioGroupField
          label="Apply individually"
          options={YES_NO}
          error={tried && apply === '' ? 'Choose Yes or No.' : undefined}
          input={{
            name: 'bulk-apply',
            onChange: (e) => {
              setApply(e.target.value);
            },
          }}
        />
      </div>
      <div className="submit-bar">
        <button type="submit" className="button button--primary">
          Review changes
        </button>
        <span className="muted">Nothing is sent before you review and confirm.</span>
      </div>
    </form>
  );
}
