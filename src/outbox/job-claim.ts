// What a tab may act on: a job's states as storage holds them. Another tab may have
// sent (or be sending) what this tab last saw as queued; only storage knows, and only
// while this tab holds the job's lock can nothing change under it.
import { CHUNK_SIZE, settleSending } from './job-chunks';
import { isJobLocked } from './job-lock';
import { JobState } from './job-state';
import { readNotes, readStates, settleInterrupted } from './job-store';

/**
 * Under the job's lock: a request stored as "sending" was left so by a tab that died
 * (every sender holds the lock), so it becomes unknown in storage, then all is read.
 */
export async function claimedJobState(jobId: string): Promise<JobState> {
  await settleInterrupted(jobId);
  const [chunks, notes] = await Promise.all([readStates(jobId), readNotes(jobId)]);
  return JobState.fromChunks(jobId, chunks, notes);
}

/**
 * Without the lock (to show a job): the states as stored; when no tab is sending the job,
 * requests a dead tab left "sending" show as unknown. Storage changes only when a tab takes the job.
 */
export async function shownJobState(jobId: string): Promise<{ state: JobState; sender: boolean }> {
  const sender = await isJobLocked(jobId);
  const [chunks, notes] = await Promise.all([readStates(jobId), readNotes(jobId)]);
  if (!sender)
    for (const record of chunks)
      for (const offset of settleSending(record)) notes.delete(record.chunk * CHUNK_SIZE + offset);
  return { state: JobState.fromChunks(jobId, chunks, notes), sender };
}
