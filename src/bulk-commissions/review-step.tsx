// Review before anything is sent: every affiliate with its last settings and
// the new ones, a summary, filters; problems are listed and never sent,
// unchanged affiliates are skipped unless included. Then the confirmation.
import { useMemo, useState } from 'react';
import { lastSetReader, useCommissionTypes } from '../commissions';
import { useKeyPrompt, type Connection } from '../connections';
import { CheckboxField, RadioGroupField, SelectField, TextField } from '../ui/field';
import { jobNotStarted } from '../outbox/jobs';
import { startBulkJob } from './bulk-job';
import { ConfirmBulkDialog } from './confirm-bulk-dialog';
import { ReviewTable } from './review-table';
import { formatDecimal, parseDecimal, type DecimalSign } from '../lib/parse-decimal';
import { readTypedAmount } from '../lib/read-typed-amount';
import { reviewRows, rowsToSend, type BulkInput, type ReviewRow } from './review-rows';
import { leftOut, summarise, undoSentence } from './summary';
import { countOf } from '../lib/plural';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'changes', label: 'Only changes' },
  { value: 'problems', label: 'Only problems' },
] as const;
type Filter = (typeof FILTERS)[number]['value'];

const shown = (rows: readonly ReviewRow[], filter: Filter) =>
  filter === 'all'
    ? rows
    : rows.filter((r) =>
        filter === 'problems' ? r.kind === 'problem' : r.kind === 'change' || r.kind === 'first',
      );

const wholeIn = (text: string, min: number, max: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

export function ReviewStep({
  connection,
  inputs,
  title,
  decimalSign,
  onBack,
  onNotSent,
}: {
  connection: Connection;
  inputs: readonly BulkInput[];
  title: string;
  /** The decimal sign of the file the amounts came from; undefined: the person's. */
  decimalSign?: DecimalSign | undefined;
  onBack: () => void;
  /** The rows left out, for the results file. */
  onNotSent: (rows: ReviewRow[]) => void;
}) {
  const types = useCommissionTypes(connection.id);
  // A sheet whose cells do not show their decimal sign, with amounts like "12,500":
  // the person says which sign the file uses; until then those rows are problems.
  const [chosenSign, setChosenSign] = useState<DecimalSign>();
  const sign = decimalSign ?? chosenSign;
  const unsure = useMemo(
    () =>
      decimalSign === undefined
        ? inputs.find((i) => readTypedAmount(i.amount.replace(/\s*%$/, '')).kind === 'ask')?.amount
        : undefined,
    [inputs, decimalSign],
  );
  const rows = useMemo(() => {
    const read = lastSetReader(connection.id);
    return reviewRows(inputs, (id) => read(id)?.settings, types, sign);
  }, [inputs, connection.id, types, sign]);
  const [filter, setFilter] = useState<Filter>('all');
  const [includeUnchanged, setIncludeUnchanged] = useState(false);
  const [concurrency, setConcurrency] = useState('4');
  const [rate, setRate] = useState('10');
  const [confirming, setConfirming] = useState(false);
  const [notStarted, setNotStarted] = useState<string>();
  const { ensureKey, keyDialog } = useKeyPrompt();
  const summary = summarise(rows, includeUnchanged);
  const notSentText = leftOut(summary, includeUnchanged);
  const options = {
    concurrency: wholeIn(concurrency, 1, 16),
    ratePerSecond: wholeIn(rate, 1, 100),
  };
  const problems = rows.filter((r) => r.kind === 'problem');

  return (
    <section className="card" aria-labelledby="bulk-review">
      <h2 id="bulk-review">2. Review: {title}</h2>
      <p className="bulk-summary" role="status">
        <strong>{summary.sentence}.</strong>
        {notSentText ? ` Not sent: ${notSentText}.` : ''}
      </p>
      {unsure !== undefined && (
        <SignQuestion
          example={unsure.replace(/\s*%$/, '').trim()}
          onChoose={setChosenSign}
          error={chosenSign === undefined}
        />
      )}
      {decimalSign && (
        <p className="muted small">
          Amounts are read and shown with a decimal {decimalSign === ',' ? 'comma' : 'point'}, as
          the file writes them ({formatDecimal(12.5, decimalSign)}).
        </p>
      )}
      {summary.count > 0 && (
        <p className={summary.undoable < summary.count ? 'warning' : 'muted small'}>
          {undoSentence(summary)}
        </p>
      )}
      <p className="muted small">
        “Last set” is what this console last sent to {connection.name}; changes made elsewhere are
        not seen.
      </p>
      <div className="bulk-filters">
        <SelectField
          label="Show"
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value as Filter);
          }}
        >
          {FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </SelectField>
        <CheckboxField
          label="Also send affiliates whose settings would not change"
          checked={includeUnchanged}
          onChange={(e) => {
            setIncludeUnchanged(e.target.checked);
          }}
        />
      </div>
      <ReviewTable
        rows={shown(rows, filter)}
        types={types}
        includeUnchanged={includeUnchanged}
        sign={sign}
      />
      {problems.length > 0 && (
        <p className="warning">
          {problems.length.toLocaleString()} {problems.length === 1 ? 'row has' : 'rows have'}{' '}
          problems and will not be sent: fix {problems.length === 1 ? 'it' : 'them'} in the source
          and review again, or send the rest.
        </p>
      )}
      <div className="send-options">
        <TextField
          label="Concurrency"
          inputMode="numeric"
          value={concurrency}
          error={options.concurrency ? undefined : 'A whole number from 1 to 16.'}
          onChange={(e) => {
            setConcurrency(e.target.value);
          }}
        />
        <TextField
          label="Requests per second"
          inputMode="numeric"
          value={rate}
          error={options.ratePerSecond ? undefined : 'A whole number from 1 to 100.'}
          onChange={(e) => {
            setRate(e.target.value);
          }}
        />
      </div>
      <div className="submit-bar">
        <button
          type="button"
          className="button button--primary"
          disabled={summary.count === 0 || !options.concurrency || !options.ratePerSecond}
          onClick={() => {
            void ensureKey(connection).then((ok) => {
              if (ok) setConfirming(true);
            });
          }}
        >
          Send {countOf(summary.count, 'change')}…
        </button>
        <button type="button" className="button" onClick={onBack}>
          Start over
        </button>
      </div>
      {notStarted && (
        <p role="alert" className="field__error">
          {notStarted}
        </p>
      )}
      {keyDialog}
      {confirming && options.concurrency && options.ratePerSecond && (
        <ConfirmBulkDialog
          connection={connection}
          summary={summary}
          leftOut={notSentText}
          sending={rowsToSend(rows, includeUnchanged)}
          types={types}
          sign={sign}
          onCancel={() => {
            setConfirming(false);
          }}
          onConfirm={() => {
            setConfirming(false);
            const send = rowsToSend(rows, includeUnchanged);
            const sending = new Set(send);
            onNotSent(rows.filter((r) => !sending.has(r)));
            setNotStarted(undefined);
            startBulkJob(connection, send, {
              concurrency: options.concurrency ?? 4,
              ratePerSecond: options.ratePerSecond ?? 10,
            }).catch((error: unknown) => {
              setNotStarted(jobNotStarted(error));
            });
          }}
        />
      )}
    </section>
  );
}

/** "12,500" with neither sign shown elsewhere in the file: which is the decimal sign? */
function SignQuestion({
  example,
  error,
  onChoose,
}: {
  example: string;
  error: boolean;
  onChoose: (sign: DecimalSign) => void;
}) {
  const as = (sign: DecimalSign) => {
    const r = parseDecimal(example, sign);
    return r.ok && r.value !== undefined ? formatDecimal(r.value, sign) : example;
  };
  return (
    <RadioGroupField
      label={`Decimal sign of this file's amounts (“${example}”)`}
      options={[
        { value: '.', label: `Point: “${example}” is ${as('.')}` },
        { value: ',', label: `Comma: “${example}” is ${as(',')}` },
      ]}
      error={
        error
          ? `The file does not show whether “${example}” is ${as('.')} or ${as(',')}: choose its decimal sign.`
          : undefined
      }
      input={{
        name: 'bulk-decimal-sign',
        onChange: (e) => {
          onChoose(e.target.value === ',' ? ',' : '.');
        },
      }}
    />
  );
}
