// Sending a job's items again, from whichever panel shows the job (import, bulk
// commissions): a missing key is asked for first, a production connection asks for
// confirmation on every path (continue, retry, resend), and unknown outcomes go again
// only after the person has read that they may be applied twice.
import { useState, type ReactNode } from 'react';
import { useConnections, useKeyPrompt } from '../connections';
import { ConfirmDialog } from '../ui/dialog';
import { jobRunner, useJob } from './job-runner';
import { reopenJob } from './job-store';
import { jobEnded } from './job-view';
import { ProductionConfirm } from './production-confirm';
import type { ItemState } from './send-queue';

export type Again = {
  states: ItemState[];
  action: string;
  /**
   * Run once the person has confirmed, before anything is sent: a fix that queues some
   * requests again (job-amend.ts). False: nothing is sent.
   */
  prepare?: () => Promise<boolean>;
};

/**
 * Sends again, in the same job: a job that had ended (stored as finished) is unfinished again
 * until these are answered, so a tab closed meanwhile leaves it to resume. One that had not
 * ended goes straight on: nothing is written before its lock is asked for.
 */
async function go(jobId: string | undefined, ended: boolean, again: Again) {
  if (again.prepare && !(await again.prepare())) return;
  if (jobId && ended) await reopenJob(jobId);
  await jobRunner.sendAgain(again.states);
}

interface UnknownAgain {
  /** The dialog's title, e.g. "Send unknown orders again?". */
  title: string;
  /** What sending them again can do, in the job's own words. */
  text: ReactNode;
  /** The action the production confirmation names. */
  action: string;
}

/** `unknown`: how a panel that offers to send unknown outcomes again asks first. */
export function useSendAgain(unknown?: UnknownAgain) {
  const job = useJob();
  const { connections } = useConnections();
  const { ensureKey, keyDialog } = useKeyPrompt();
  const [confirmUnknown, setConfirmUnknown] = useState(false);
  const [confirmProduction, setConfirmProduction] = useState<Again | undefined>();
  const connection = connections.find((c) => c.id === job.job?.connectionId);

  const sendAgain = async (again: Again) => {
    // Without its connection the runner says the job cannot go on.
    if (connection && !(await ensureKey(connection))) return;
    if (connection?.production) setConfirmProduction(again);
    else await go(job.job?.id, jobEnded(job), again);
  };

  const dialogs = (
    <>
      {keyDialog}
      {confirmProduction && connection && (
        <ProductionConfirm
          connection={connection}
          action={confirmProduction.action}
          onCancel={() => {
            setConfirmProduction(undefined);
          }}
          onConfirm={() => {
            const again = confirmProduction;
            setConfirmProduction(undefined);
            void go(job.job?.id, jobEnded(job), again);
          }}
        />
      )}
      {confirmUnknown && unknown && (
        <ConfirmDialog
          title={unknown.title}
          confirmLabel="Send again"
          danger
          onCancel={() => {
            setConfirmUnknown(false);
          }}
          onConfirm={() => {
            setConfirmUnknown(false);
            void sendAgain({ states: ['unknown'], action: unknown.action });
          }}
        >
          <p>{unknown.text}</p>
        </ConfirmDialog>
      )}
    </>
  );

  return {
    sendAgain,
    askToSendUnknownAgain: () => {
      setConfirmUnknown(true);
    },
    dialogs,
  };
}
