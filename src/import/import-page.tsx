import { useEffect, useMemo, useState } from 'react';
import { useActiveConnection } from '../connections/use-connections';
import { connectionStore } from '../connections/connection-store';
import { useKeyPrompt } from '../connections/key-prompt';
import { ProductionConfirm } from '../connections/production-confirm';
import { sentOrderIds } from '../history/duplicate-guard';
import { TextField } from '../ui/field';
import { DERIVATION_RULE, type ImportedOrder } from './build-orders';
import { EditOrderDialog } from './edit-order-dialog';
import { guessMapping, looksLikeShopify, SHOPIFY_PRESET, type Mapping } from './fields';
import { JobPanel } from './job-panel';
import { deleteJob, unfinishedJob, type ImportJob } from './job-store';
import { MappingStep } from './mapping-step';
import { PreviewTable } from './preview-table';
import { SourceStep } from './source-step';
import { useImportJob } from './use-import-job';
import { useParser, type Parsed } from './use-parser';

export function ImportPage() {
  const connection = useActiveConnection();
  const parser = useParser();
  const job = useImportJob();
  const { ensureKey, keyDialog } = useKeyPrompt();
  // The mapping belongs to the file it was made for; a new file starts from a guess.
  const [edited, setEdited] = useState<{ for: Parsed; mapping: Mapping } | undefined>();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [editing, setEditing] = useState<ImportedOrder | undefined>();
  const [concurrency, setConcurrency] = useState('4');
  const [rps, setRps] = useState('');
  const [confirmProd, setConfirmProd] = useState(false);
  const [interrupted, setInterrupted] = useState<ImportJob | undefined>();
  const { parsed, orders, busy, progress, error } = parser.state;

  useEffect(() => {
    void unfinishedJob().then(setInterrupted, () => undefined);
  }, []);
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

  const startSending = async () => {
    if (!(await ensureKey(connection))) return;
    await job.start(connection, toSend, {
      concurrency: concurrencyN,
      ...(rpsN ? { ratePerSecond: rpsN } : {}),
      fileName: parsed?.name ?? 'import',
    });
  };
  // A resumed job may belong to a connection whose key this tab lacks: ask before any send.
  const sendAgain = async (states: Parameters<typeof job.sendAgain>[0]) => {
    const jobConnection = connectionStore
      .getSnapshot()
      .connections.find((c) => c.id === job.job?.connectionId);
    if (jobConnection && !(await ensureKey(jobConnection))) return;
    await job.sendAgain(states);
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
      {interrupted && !job.job && (
        <div className="notice">
          <p>
            An import of {interrupted.fileName} to {interrupted.connectionName} did not finish (
            {new Date(interrupted.createdAt).toLocaleString()}). Orders that already got an answer
            are never sent again.
          </p>
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => {
              void job.load(interrupted).then(() => {
                setInterrupted(undefined);
              });
            }}
          >
            Resume import
          </button>
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              void deleteJob(interrupted.id).then(() => {
                setInterrupted(undefined);
              });
            }}
          >
            Discard it
          </button>
        </div>
      )}
      {job.job ? (
        <>
          <JobPanel
            job={{ ...job, sendAgain }}
            notSent={notSent}
            onDone={() => {
              job.close();
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
                void sentOrderIds(connection.id).then((ids) => {
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
                    else void startSending();
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
      {keyDialog}
      {confirmProd && (
        <ProductionConfirm
          connection={connection}
          action={`Record ${toSend.length.toLocaleString()} orders`}
          onCancel={() => {
            setConfirmProd(false);
          }}
          onConfirm={() => {
            setConfirmProd(false);
            void startSending();
          }}
        />
      )}
    </>
  );
}
