// The job's failed orders that a retry cannot help or the team kept back, grouped (failure-groups.ts), read from
// storage a chunk at a time once sending stops and whenever the answers or the left-out
// choices change. Every failed order counts, not only the first of a list.
import { useEffect, useState } from 'react';
import { jobRunner, teamHoldOf, useJob } from '../../../outbox/jobs';
import { FailureTally, type Failures } from './failure-groups';

async function readFailures(leftOut: ReadonlySet<string>): Promise<Failures> {
  const tally = new FailureTally((key) => leftOut.has(key));
  for await (const batch of jobRunner.readItems({ states: ['failed'] }))
    for (const item of batch) if (jobRunner.cannotFix(item) || teamHoldOf(item)) tally.add(item);
  return tally.result();
}

export function useFailures(leftOut: readonly string[]): Failures | undefined {
  const { job, counts, cannotFix, running } = useJob();
  const [found, setFound] = useState<{ key: string; failures: Failures }>();
  const key = `${job?.id ?? ''}:${counts.failed}:${cannotFix}:${leftOut.join('\u0000')}`;
  const readable = !running && counts.failed > 0;
  useEffect(() => {
    if (!readable) return;
    let current = true;
    void readFailures(new Set(leftOut)).then((failures) => {
      if (current) setFound({ key, failures });
    });
    return () => {
      current = false;
    };
    // The key says when the groups can have changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, readable]);
  return readable && found?.key === key ? found.failures : undefined;
}
