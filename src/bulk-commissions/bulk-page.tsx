// Commissions › Many affiliates: the same settings for a list, or settings
// from a file; a review of every change; a confirmation; then the job runner.
import { useState } from 'react';
import './bulk.css';
import { CommissionModes } from '../commissions';
import { useActiveConnection } from '../connections';
import { jobEnded, jobRunner, useJob, type JobItem } from '../outbox/jobs';
import { BULK_KIND } from './bulk-job';
import { BulkJobPanel } from './bulk-job-panel';
import { FileStep } from './file-step';
import { InterruptedChange } from './interrupted-change';
import { ListStep } from './list-step';
import { ReviewStep } from './review-step';
import type { BulkInput, ReviewRow } from './review-rows';
import { undoInputs } from './undo';
import type { DecimalSign } from '../lib/parse-decimal';

type Source = 'list' | 'file';

/** The changes the service accepted, read from storage a chunk at a time. */
async function recordedItems() {
  const items: JobItem[] = [];
  for await (const batch of jobRunner.readItems({ states: ['recorded'] })) items.push(...batch);
  return items;
}
/** `sign`: the decimal sign of the file the amounts came from, to read and show them so. */
type Review = { inputs: BulkInput[]; title: string; sign?: DecimalSign | undefined };

export function BulkCommissionsPage() {
  const connection = useActiveConnection();
  const job = useJob();
  const [source, setSource] = useState<Source>('list');
  const [review, setReview] = useState<Review | undefined>();
  const [notSent, setNotSent] = useState<ReviewRow[]>([]);
  const ours = job.job?.kind === BULK_KIND;
  // An import that has finished does not hold this page up: a new change replaces it.
  const otherJob = job.job && !ours && !jobEnded(job) ? job.job : undefined;

  return (
    <>
      <h1>Commissions</h1>
      <CommissionModes current="many" />
      <p className="muted">
        Change many affiliates at once on <strong>{connection.name}</strong>. You see every change
        before anything is sent; rows with problems are never sent.
      </p>
      {!ours && !otherJob && <InterruptedChange />}
      {otherJob ? (
        <p className="notice" role="status">
          {otherJob.title} is being sent to {otherJob.connectionName}. A commission change can start
          when it is done (Import page).
        </p>
      ) : ours ? (
        <BulkJobPanel
          notSent={notSent}
          onUndo={() => {
            const title = `Undo of ${job.job?.title ?? 'a commission change'}`;
            void recordedItems().then((items) => {
              const inputs = undoInputs(items);
              jobRunner.close();
              setNotSent([]);
              setReview({ inputs, title });
            });
          }}
          onDone={() => {
            jobRunner.close();
            setNotSent([]);
            setReview(undefined);
          }}
        />
      ) : review ? (
        <ReviewStep
          connection={connection}
          inputs={review.inputs}
          title={review.title}
          decimalSign={review.sign}
          onBack={() => {
            setReview(undefined);
          }}
          onNotSent={setNotSent}
        />
      ) : (
        <section className="card" aria-labelledby="bulk-source">
          <h2 id="bulk-source">1. Affiliates and settings</h2>
          <div className="mode-tabs mode-tabs--inner" role="group" aria-label="Source">
            {(
              [
                ['list', 'Same settings for a list'],
                ['file', 'From a file'],
              ] as const
            ).map(([value, label]) => (
              <button
                key={value}
                type="button"
                className={
                  source === value ? 'mode-tabs__link mode-tabs__link--active' : 'mode-tabs__link'
                }
                aria-pressed={source === value}
                onClick={() => {
                  setSource(value);
                }}
              >
                {label}
              </button>
            ))}
          </div>
          {source === 'list' ? (
            <ListStep
              connectionId={connection.id}
              onReview={(inputs) => {
                setReview({ inputs, title: `${inputs.length.toLocaleString()} listed affiliates` });
              }}
            />
          ) : (
            <FileStep
              connectionId={connection.id}
              onReview={(inputs, title, sign) => {
                setReview({ inputs, title, sign });
              }}
            />
          )}
        </section>
      )}
    </>
  );
}
