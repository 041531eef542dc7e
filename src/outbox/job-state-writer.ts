// Writes a job's states to storage a chunk at a time, joining updates that arrive
// while an earlier write of the chunk is under way into one waiting write instead of a
// transaction each: under load the stored states stay close to the runner's, so a
// reload leaves few answered requests looking "sending". Each caller still waits until
// a write holding its update has committed ("sending" is stored before a request leaves).
import type { JobState } from './job-state';
import { writeStates, type StateNote } from './job-store';

export class JobStateWriter {
  /** Per job and chunk: the write not yet started, which later updates join. */
  private waitingWrites = new Map<string, { done: Promise<void>; notes: StateNote[] }>();
  /** Per job and chunk: the last write queued. */
  private lastWrites = new Map<string, Promise<void>>();

  /** Stores the chunk's states as they are in `state` when the write starts. */
  write(state: JobState, chunk: number, note?: StateNote): Promise<void> {
    const key = `${state.jobId}/${String(chunk)}`;
    const waiting = this.waitingWrites.get(key);
    if (waiting) {
      if (note) waiting.notes.push(note);
      return waiting.done;
    }
    const notes: StateNote[] = note ? [note] : [];
    const done = (this.lastWrites.get(key) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => {
        this.waitingWrites.delete(key);
        return writeStates(state.chunkRecord(chunk), notes);
      });
    this.waitingWrites.set(key, { done, notes });
    this.lastWrites.set(key, done);
    void done
      .catch(() => undefined)
      .then(() => {
        if (this.lastWrites.get(key) === done) this.lastWrites.delete(key);
      });
    return done;
  }
}
