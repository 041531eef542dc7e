// The requests a job panel lists (failed, unknown, those to fix by hand), read
// from storage a chunk at a time when the counts change: the runner keeps
// states in memory, not requests.
import { useEffect, useState } from 'react';
import { jobRunner, useJob } from './job-runner';
import type { JobItem } from './job-store';

export interface JobProblems {
  /** Failed requests a retry cannot help, first `limit`. */
  toFix: JobItem[];
  /** Other failed requests and unknown outcomes, first `limit`. */
  problems: JobItem[];
}

const none: JobProblems = { toFix: [], problems: [] };

async function readProblems(limit: number): Promise<JobProblems> {
  const toFix: JobItem[] = [];
  const problems: JobItem[] = [];
  for await (const batch of jobRunner.readItems({ states: ['failed', 'unknown'] })) {
    for (const i of batch) {
      const list = i.state === 'failed' && jobRunner.cannotFix(i) ? toFix : problems;
      if (list.length < limit) list.push(i);
    }
    if (toFix.length >= limit && problems.length >= limit) break;
  }
  return { toFix, problems };
}

export function useJobProblems(limit = 200): JobProblems {
  const { job, counts, cannotFix, running } = useJob();
  const [found, setFound] = useState<JobProblems>(none);
  const any = counts.failed + counts.unknown > 0;
  const key = `${job?.id ?? ''}:${counts.failed}:${counts.unknown}:${cannotFix}:${running}`;
  useEffect(() => {
    let current = true;
    if (any)
      void readProblems(limit).then((next) => {
        if (current) setFound(next);
      });
    return () => {
      current = false;
    };
    // The key says when the list can have changed.
  }, [key, any, limit]);
  return any ? found : none;
}
