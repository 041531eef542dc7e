// Jobs in storage for tests, written by the functions the runner itself writes with:
// the intake's putJob and storeChunk (job-runner.ts storeAll), and an answer as the
// runner records it (JobState.set, then its chunk's states through writeStates).
import { CHUNK_SIZE, chunkOf } from '../../src/outbox/job-chunks';
import { JobState } from '../../src/outbox/job-state';
import {
  putJob,
  readNotes,
  readStates,
  storeChunk,
  writeStates,
  type NewJobItem,
  type SendJob,
  type StateNote,
} from '../../src/outbox/job-store';
import type { ItemUpdate } from '../../src/outbox/send-queue';

/** Stores a job chunk by chunk, every request queued, as the runner's intake does; sends nothing. */
export async function storeJob(job: SendJob, items: readonly NewJobItem[]) {
  let bytes = 0;
  await putJob({ ...job, stored: 0, storedBytes: 0 });
  for (let start = 0; start < items.length; start += CHUNK_SIZE) {
    const end = Math.min(items.length, start + CHUNK_SIZE);
    bytes += await storeChunk(
      { ...job, stored: end, storedBytes: bytes },
      chunkOf(start),
      items.slice(start, end),
    );
  }
  await putJob({ ...job, stored: items.length, storedBytes: bytes });
}

/** A job's states as storage holds them, read as the runner reads them (no settling). */
export async function storedState(jobId: string): Promise<JobState> {
  const [chunks, notes] = await Promise.all([readStates(jobId), readNotes(jobId)]);
  return JobState.fromChunks(jobId, chunks, notes);
}

/** Records updates (by position) as the runner does: into its state, then each chunk's states written. */
export async function recordUpdates(jobId: string, updates: readonly [number, ItemUpdate][]) {
  const state = await storedState(jobId);
  const notes = new Map<number, StateNote[]>();
  for (const [position, update] of updates) {
    state.set(position, update);
    const list = notes.get(chunkOf(position)) ?? [];
    if (update.cause !== undefined) list.push({ position, note: update.note ?? null });
    notes.set(chunkOf(position), list);
  }
  for (const [chunk, list] of notes) await writeStates(state.chunkRecord(chunk), list);
}

/** Every position's state as stored. */
export async function storedStates(jobId: string) {
  const state = await storedState(jobId);
  return Array.from({ length: state.length }, (_, p) => state.stateAt(p));
}
