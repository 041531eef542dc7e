// A bulk change goes out through the outbox's job runner, like an import: one
// PATCH per affiliate, each with the settings it had before (for results and
// undo). As each answer arrives, the "last set" record of that affiliate follows.
import { commissionUpdateSchema, type CommissionSettings } from '../api/contract';
import { commissionRequest } from '../api/requests';
import { rememberLastSet } from '../commissions';
import type { Connection } from '../connections';
import { jobRunner, type JobItem, type NewJobItem } from '../outbox/jobs';
import type { ReviewRow } from './review-rows';
import { countOf } from '../lib/plural';

export const BULK_KIND = 'commissions';

/** Kept beside each request: the settings this console last sent, or null when none. */
interface BulkDetail {
  before: CommissionSettings | null;
}

const isSettings = (v: unknown): v is CommissionSettings =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as CommissionSettings).type === 'number' &&
  typeof (v as CommissionSettings).applyIndividual === 'boolean' &&
  typeof (v as CommissionSettings).amount === 'number';

/** The settings before, as stored with the job item (undefined: not set from this console). */
export function beforeOf(item: JobItem): CommissionSettings | undefined {
  const before = (item.detail as Partial<BulkDetail> | undefined)?.before;
  return isSettings(before) ? before : undefined;
}

/** The settings sent, read back from the request body. */
export function afterOf(item: JobItem): CommissionSettings | undefined {
  const body = commissionUpdateSchema.safeParse(item.request.body);
  return body.success ? body.data.commissions : undefined;
}

export function toJobItems(rows: readonly ReviewRow[]): NewJobItem[] {
  const items: NewJobItem[] = [];
  for (const r of rows) {
    if (!r.update) continue;
    items.push({
      index: items.length,
      label: r.update.id,
      request: commissionRequest(r.update),
      meta: { operation: 'commissions', source: 'bulk', affiliateId: r.update.id },
      detail: { before: r.before ?? null } satisfies BulkDetail,
    });
  }
  return items;
}

export interface BulkSendOptions {
  concurrency: number;
  ratePerSecond: number;
}

export function startBulkJob(
  connection: Connection,
  rows: readonly ReviewRow[],
  options: BulkSendOptions,
) {
  return jobRunner.start(
    connection,
    {
      title: `Commission change (${countOf(rows.length, 'affiliate')})`,
      kind: BULK_KIND,
      concurrency: options.concurrency,
      ratePerSecond: options.ratePerSecond,
    },
    toJobItems(rows),
  );
}

// Registered once, when the page that starts and resumes commission jobs loads.
jobRunner.onAnswer((job, item) => {
  if (job.kind !== BULK_KIND || item.state !== 'recorded') return;
  const body = commissionUpdateSchema.safeParse(item.request.body);
  if (body.success) rememberLastSet(job.connectionId, body.data.id, body.data.commissions);
});
