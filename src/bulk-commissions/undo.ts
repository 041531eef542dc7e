// "Undo this change": the reverse bulk change, prepared (never sent) from the
// settings each affiliate had before, for those the service accepted.
import type { JobItem } from '../outbox/jobs';
import { beforeOf } from './bulk-job';
import type { BulkInput } from './review-rows';

const NO_BEFORE =
  'Its settings were not set from this console before this change: there is nothing to go back to.';

export function undoInputs(items: Iterable<JobItem>): BulkInput[] {
  const inputs: BulkInput[] = [];
  for (const item of items) {
    if (item.state !== 'recorded') continue;
    const before = beforeOf(item);
    const line = inputs.length + 1;
    inputs.push(
      before
        ? {
            line,
            id: item.label,
            type: String(before.type),
            apply: before.applyIndividual ? 'yes' : 'no',
            amount: String(before.amount),
          }
        : { line, id: item.label, type: '', apply: '', amount: '', problem: NO_BEFORE },
    );
  }
  return inputs;
}
