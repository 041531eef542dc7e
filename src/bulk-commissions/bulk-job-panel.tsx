// A bulk change on its way and after (the outbox's JobPanel, in the words of
// commission changes), with the results file and "Undo this change".
import {
  answeredCount,
  jobItemProblem,
  jobRunner,
  JobPanel,
  useJob,
  useJobProblems,
  type JobWords,
} from '../outbox/jobs';
import { AffiliateNameAfter } from '../commissions';
import { download, stampedName } from '../lib/download';
import { bulkResultsCsvParts } from './results-csv';
import type { ReviewRow } from './review-rows';
import { useUndoReach, type UndoReach } from './use-undo-reach';

/** What "Undo this change" can and cannot put back, in plain words. */
function undoText(reach: UndoReach, updated: number): string {
  const { undoable, unknownBefore } = reach;
  const n = updated.toLocaleString();
  if (undoable === 0)
    return `This change cannot be undone from here: none of the ${n} updated affiliates had settings set from this console before it, so there is nothing known to go back to.`;
  const can = `“Undo this change” prepares the reverse change for ${undoable === updated ? `the ${n}` : `${undoable.toLocaleString()} of the ${n}`} updated affiliates, from their settings before, for you to review. It sends nothing.`;
  if (unknownBefore.count === 0) return can;
  const more = unknownBefore.count - unknownBefore.ids.length;
  return `${can} ${unknownBefore.count.toLocaleString()} cannot be put back from here, as their settings were never set from this console before this change: ${unknownBefore.ids.join(', ')}${more > 0 ? ` and ${more.toLocaleString()} more` : ''}.`;
}

const WORDS: JobWords = {
  one: 'change',
  many: 'changes',
  progress: 'Change progress',
  done: 'updated',
  maybeDone: 'applied',
  unknownRisk: 'Sending the same settings again sets them once more.',
};

export function BulkJobPanel({
  notSent,
  onUndo,
  onDone,
}: {
  notSent: readonly ReviewRow[];
  onUndo: () => void;
  onDone: () => void;
}) {
  const { counts, running } = useJob();
  // The first 200, read from storage; the counts come from the states.
  const { toFix, problems: others } = useJobProblems(200);
  const problems = [...toFix, ...others].sort((a, b) => a.index - b.index).slice(0, 200);
  const answered = answeredCount(counts);
  const reach = useUndoReach();
  return (
    <JobPanel
      words={WORDS}
      actions={
        <>
          <button
            type="button"
            className="button"
            disabled={answered === 0}
            onClick={() => {
              void bulkResultsCsvParts(jobRunner.readItems(), notSent).then((parts) => {
                download(
                  stampedName('commission-change-results', 'csv'),
                  parts,
                  'text/csv;charset=utf-8',
                );
              });
            }}
          >
            Download results
          </button>
          {reach && reach.undoable > 0 && (
            <button type="button" className="button" onClick={onUndo}>
              Undo this change
            </button>
          )}
          {!running && (
            <button type="button" className="button" onClick={onDone}>
              New change
            </button>
          )}
        </>
      }
    >
      {reach && (
        <p className={reach.unknownBefore.count > 0 ? 'warning' : 'muted small'}>
          {undoText(reach, counts.recorded)}
        </p>
      )}
      {problems.length > 0 && (
        <ul className="problem-list" aria-label="Changes that failed or are unknown" tabIndex={0}>
          {problems.map((i) => (
            <li key={i.index}>
              <span className="mono">{i.label}</span>
              <AffiliateNameAfter id={i.label} />: {jobItemProblem(i)}
            </li>
          ))}
        </ul>
      )}
    </JobPanel>
  );
}
