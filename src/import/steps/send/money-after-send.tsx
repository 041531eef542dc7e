// The money check once sending stops (done, paused or cancelled): the file's lines,
// plus what actually left and what the service refused, read from the job's records.
import { useEffect, useState } from 'react';
import { jobRunner, useJob } from '../../../outbox/jobs';
import type { CurrencyCheck } from '../../pipeline/money/money-check';
import type { AfterSend } from '../preview/money-check-lines';
import { MoneyCheckPanel } from '../preview/money-check-panel';
import { afterSend } from './after-send';

export function MoneyAfterSend({ checks }: { checks: readonly CurrencyCheck[] }) {
  const { running, counts } = useJob();
  const [after, setAfter] = useState<AfterSend[] | undefined>();
  // Read again whenever the answers change while nothing is sending (a retry, a resume).
  const answered = counts.recorded + counts.failed + counts.unknown;
  useEffect(() => {
    if (running) return;
    const stale = { now: false };
    void (async () => {
      const into = new Map<string, AfterSend>();
      for await (const batch of jobRunner.readItems()) afterSend(batch, into);
      if (!stale.now) setAfter([...into.values()]);
    })();
    return () => {
      stale.now = true;
    };
  }, [running, answered]);
  return <MoneyCheckPanel checks={checks} {...(after && !running ? { after } : {})} />;
}
