// The few chunks of requests the runner is sending from or a page is reading,
// decoded; the rest stay in storage. Reads of one chunk at the same time share one read.
import { readRequests } from './job-store';
import type { StoredRequest } from './job-chunks';

const KEEP = 8;

export class RequestCache {
  private jobId = '';
  private chunks = new Map<number, Promise<StoredRequest[]>>();

  reset(jobId: string) {
    this.jobId = jobId;
    this.chunks.clear();
  }

  /** Requests just stored are at hand: no read back. */
  put(chunk: number, requests: StoredRequest[]) {
    this.remember(chunk, Promise.resolve(requests));
  }

  chunk(chunk: number): Promise<StoredRequest[]> {
    const hit = this.chunks.get(chunk);
    if (hit) {
      // Most recently used last: the oldest is dropped first.
      this.chunks.delete(chunk);
      this.chunks.set(chunk, hit);
      return hit;
    }
    const read = readRequests(this.jobId, chunk);
    this.remember(chunk, read);
    read.catch(() => this.chunks.delete(chunk));
    return read;
  }

  private remember(chunk: number, requests: Promise<StoredRequest[]>) {
    this.chunks.delete(chunk);
    this.chunks.set(chunk, requests);
    while (this.chunks.size > KEEP) {
      const oldest = this.chunks.keys().next().value;
      if (oldest === undefined) break;
      this.chunks.delete(oldest);
    }
  }
}
