import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { trackPath } from '../api/contract';
import { useActiveConnection } from '../connections';
import { fetchSentOrderIds } from '../history';
import { jobRunner, ProductionConfirm, useJob, type NewJobItem } from '../outbox/jobs';
import { TextField } from '../ui/field';
import { DERIVATION_RULE, type ImportedOrder } from './build/build-orders';
import { EditOrderDialog } from './build/edit-order-dialog';
import { guessMapping, looksLikeShopify, SHOPIFY_PRESET, type Mapping } from './mapping/fields';
import { JobPanel } from './job/job-panel';
import { MappingStep } from './mapping/mapping-step';
import { PreviewTable } from './build/preview-table';
import { SourceStep } from './parse/source-step';
import { InterruptedJob } from './job/interrupted-job';
import { useParser, type Parsed } from './parse/use-parser';

export function ImportPage() {
  const connection = useActiveConnection();
  const parser = useParser();
  const job = useJob();
  const queryClient = useQueryClient();
  // The mapping belongs to the file it was made for; a new file starts from a guess.
  const [edited, setEdited] = useState<{ for: Parsed; mapping: Mapping } | undefined>();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [editing, setEditing] = useState<ImportedOrder | undefined>();
  const [concurrency, setConcurrency] = useState('4');
  const [rps, setRps] = useState('');
  const [confirmProd, setConfirmProd] = useState(false);
  const { parsed, orders, busy, progress, error } = parser.state;

  const mapping: Mapping = !parsed
    ? {}
    : edited?.for === parsed
      ? edited.mapping
      : looksLikeShopify(parsed.headers)
        ? SHOPIFY_PRESET
        : guessMapping(parsed.headers);
  const setMapping = (m: Mapping) => {
    if (parsed) setEdited({ for: parsed, mapping: m });
  };

  const counts = useMemo(() => {
    const c = { valid: 0, invalid: 0, duplicate: 0, skipped: 0 };
    for (const o of orders ?? []) {
      // Duplicates are counted as such even while skipped; "skipped" counts every order left out.
      if (o.status !== 'valid' || !o.skipped) c[o.status]++;
      if (o.skipped) c.skipped++;
    }
    return c;
  }, [orders]);
  const shown = useMemo(
    () =>
      onlyProblems
        ? (orders ?? []).filter((o) => o.status !== 'valid' || o.warnings.length > 0)
        : (orders ?? []),
    [orders, onlyProblems],
  );
  const toSend = (orders ?? []).filter((o) => !o.skipped && o.status !== 'invalid' && o.order);

  const concurrencyN = Number(concurrency);
  const rpsN = rps.trim() === '' ? undefined : Number(rps);
  const optionsError =
    !Number.isInteger(concurrencyN) || concurrencyN < 1 || concurrencyN > 16
      ? 'Concurrency is a whole number from 1 to 16.'
      : rpsN !== undefined && (!Number.isFinite(rpsN) || rpsN <= 0)
        ? 'Requests per second must be more than 0, or empty.'
        : undefined;

  const startSending = () => {
    const items: NewJobItem[] = toSend.flatMap((o) =>
      o.order
        ? [
            {
              index: o.index,
              label: o.orderId,
              request: { method: 'POST', path: trackPath(o.code), body: o.order },
              meta: {
                operation: 'order',
                source: 'import',
                orderId: o.orderId,
                referralCode: o.code,
              },
            },
          ]
        : [],
    );
    void jobRunner.start(
      connection,
      {
        title: parsed?.name ?? 'import',
        concurrency: concurrencyN,
        ...(rpsN ? { ratePerSecond: rpsN } : {}),
      },
      items,
    );
  };
  const notSent = (orders ?? [])
    .filter((o) => o.skipped || o.status === 'invalid')
    .map((o) => ({
      orderId: o.orderId,
      code: o.code,
      reason: o.skipped ? 'skipped' : Object.values(o.errors).join(' '),
    }));

  return (
    <>
      <h1>Import</h1>
      <p className="muted">
        Record many orders at once from a spreadsheet or a shop export. Orders are checked like the
        order form checks them; you see every problem before anything is sent.
      </p>
      {!job.job && <InterruptedJob />}
      {job.job ? (
        <>
          <JobPanel
            notSent={notSent}
            onDone={() => {
              jobRunner.close();
              parser.reset();
            }}
          />
          {orders && <PreviewTable orders={orders} sendStates={job.items} />}
        </>
      ) : (
        <>
          <SourceStep
            busy={busy !== undefined}
            onFile={(file) => {
              parser.read({ file });
            }}
            onText={(text) => {
              parser.read({ text, name: 'pasted text' });
            }}
          />
          {busy && (
            <p aria-live="polite">
              {busy === 'reading' ? 'Reading' : 'Checking orders'}…
              {progress && progress.total > 0 ? (
                <progress
                  aria-label={busy === 'reading' ? 'Reading progress' : 'Checking progress'}
                  max={progress.total}
                  value={progress.done}
                />
              ) : null}
            </p>
          )}
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
          {parsed && (
            <MappingStep
              parsed={parsed}
              mapping={mapping}
              onChange={setMapping}
              busy={busy !== undefined}
              onBuild={() => {
                void fetchSentOrderIds(queryClient, connection.id).then((ids) => {
                  parser.build(mapping, ids);
                });
              }}
            />
          )}
          {orders && (
            <section className="card" aria-label="Preview">
              <h2>Preview</h2>
              <p className="counts">
                <strong>{orders.length.toLocaleString()}</strong> orders:{' '}
                <span className="tag tag--valid">{counts.valid.toLocaleString()} valid</span>{' '}
                <span className="tag tag--invalid">
                  {counts.invalid.toLocaleString()} with problems
                </span>{' '}
                <span className="tag tag--duplicate">
                  {counts.duplicate.toLocaleString()} duplicates
                </span>{' '}
                <span className="tag tag--skipped">{counts.skipped.toLocaleString()} skipped</span>
                {parser.state.buildMs !== undefined && (
                  <span className="muted small"> · checked in {parser.state.buildMs} ms</span>
                )}
              </p>
              <p className="muted small">
                {DERIVATION_RULE} Financial status “paid” sets Paid. Duplicates are skipped until
                you include them.
              </p>
              <label className="inline-check">
                <input
                  type="checkbox"
                  checked={onlyProblems}
                  onChange={(e) => {
                    setOnlyProblems(e.target.checked);
                  }}
                />
                Only orders with problems
              </label>
              <PreviewTable
                orders={shown}
                onEdit={setEditing}
                onToggleSkip={(o) => {
                  parser.setOrders((all) =>
                    all.map((x) => (x.index === o.index ? { ...x, skipped: !x.skipped } : x)),
                  );
                }}
              />
              <div className="send-options">
                <TextField
                  label="Concurrency"
                  inputMode="numeric"
                  value={concurrency}
                  onChange={(e) => {
                    setConcurrency(e.target.value);
                  }}
                  hint="Orders sent at the same time (1–16)."
                />
                <TextField
                  label="Requests per second"
                  inputMode="decimal"
                  value={rps}
                  placeholder="No limit"
                  onChange={(e) => {
                    setRps(e.target.value);
                  }}
                  hint="Optional cap."
                  error={optionsError}
                />
                <button
                  type="button"
                  className="button button--primary"
                  disabled={toSend.length === 0 || optionsError !== undefined}
                  onClick={() => {
                    if (connection.production) setConfirmProd(true);
                    else startSending();
                  }}
                >
                  Send {toSend.length.toLocaleString()} orders
                </button>
                <span className="muted">to {connection.name}. Every send is kept in History.</span>
              </div>
            </section>
          )}
        </>
      )}
      {editing && (
        <EditOrderDialog
          order={editing}
          onCancel={() => {
            setEditing(undefined);
          }}
          onSave={(updated) => {
            parser.setOrders((all) => all.map((x) => (x.index === updated.index ? updated : x)));
            setEditing(undefined);
          }}
        />
      )}
      {confirmProd && (
        <ProductionConfirm
          connection={connection}
          action={`Record ${toSend.length.toLocaleString()} orders`}
          onCancel={() => {
            setConfirmProd(false);
          }}
          onConfirm={() => {
            setConfirmProd(false);
            startSending();
          }}
        />
      )}
    </>
  );
}
