// Sending some failed requests again after a person fixed, once for all of them, what made
// them fail (an unknown referral code mapped to the right one): in the same job, their stored
// requests are rewritten and queued again under the job's lock; the runner then sends what is
// queued (jobRunner.sendAgain), with its usual key prompt and production confirmation.
import { CHUNK_SIZE } from './job-chunks';
import { claimedJobState } from './job-claim';
import { withJobLock } from './job-lock';
import {
  itemOf,
  readRequests,
  reopenJob,
  rewriteChunk,
  type JobItem,
  type NewJobItem,
  type StateNote,
} from './job-store';

/** A fix of one failed request: the request to send instead, or undefined to leave it as it is. */
export type Amend = (item: JobItem) => NewJobItem | undefined;

/**
 * Rewrites and queues again the failed requests `amend` fixes. Resolves how many were
 * queued, or undefined when another tab holds the job (nothing changed then).
 */
export async function requeueAmended(jobId: string, amend: Amend): Promise<number | undefined> {
  let queued = 0;
  const free = await withJobLock(jobId, async () => {
    const state = await claimedJobState(jobId);
    for (let chunk = 0; chunk * CHUNK_SIZE < state.length; chunk++) {
      const from = chunk * CHUNK_SIZE;
      const to = Math.min(state.length, from + CHUNK_SIZE);
      let anyFailed = false;
      for (let p = from; p < to && !anyFailed; p++) anyFailed = state.stateAt(p) === 'failed';
      if (!anyFailed) continue;
      const requests = await readRequests(jobId, chunk);
      const before = state.chunkRecord(chunk);
      const notes: StateNote[] = [];
      for (let p = from; p < to; p++) {
        const request = requests[p - from];
        if (!request || state.stateAt(p) !== 'failed') continue;
        const next = amend(itemOf(jobId, request, before, p - from, state.notes.get(p)));
        if (!next) continue;
        // The page keeps knowing it by its index; its old answer no longer applies.
        requests[p - from] = { ...next, index: request.index };
        state.set(p, { state: 'queued', status: 0, cause: 'none' });
        notes.push({ position: p, note: null });
      }
      if (notes.length === 0) continue;
      await rewriteChunk(state.chunkRecord(chunk), requests, notes);
      queued += notes.length;
    }
    if (queued > 0) await reopenJob(jobId);
  });
  return free ? queued : undefined;
}

/** The same request, to go past the team's duplicate guard: a person chose to send it anyway. */
export const pastTeam = (item: JobItem): NewJobItem => ({
  index: item.index,
  label: item.label,
  request: item.request,
  meta: item.meta,
  ...(item.detail !== undefined ? { detail: item.detail } : {}),
  pastTeam: true,
});
