// A failed or unknown request of a job in a person's words: what happened first, the
// status code after the words, and nothing said twice (a message that already names
// the status, or that is only the status line, is not followed by it again).
import { statusLine } from '../api/status-text';
import type { JobItem } from './job-store';

export function jobItemProblem(item: Pick<JobItem, 'state' | 'status' | 'message'>): string {
  const status = item.status === undefined ? undefined : statusLine(item.status);
  const message = item.message?.trim();
  const said =
    message && message !== status
      ? message
      : item.state === 'unknown'
        ? 'No usable answer: it may have reached the service.'
        : 'The service refused it.';
  const lead = item.state === 'unknown' ? 'Outcome unknown' : 'Failed';
  const tail =
    status && item.status !== undefined && !said.includes(String(item.status))
      ? ` (${status})`
      : '';
  return `${lead}: ${said}${tail}`;
}
