// Before an order is recorded, History is asked whether this order ID already
// went to this connection with success or an unknown outcome.
import { statusLine } from '../api/status-text';
import { ConfirmDialog } from '../ui/dialog';
import type { HistoryEntry } from './history-entry';
import { entriesForOrder, listEntries } from './history-store';

/** An order send that may have been recorded: it succeeded, or its outcome is unknown. */
const mayBeRecorded = (e: HistoryEntry) => e.operation === 'order' && e.outcome.result !== 'failed';

export async function earlierRecording(
  connectionId: string,
  orderId: string,
): Promise<HistoryEntry | undefined> {
  const entries = await entriesForOrder(connectionId, orderId);
  return entries.find(mayBeRecorded);
}

/** Every order ID that may already be recorded on a connection, for the import's duplicate flags. */
export async function sentOrderIds(connectionId: string): Promise<string[]> {
  try {
    return (await listEntries()).flatMap((e) =>
      e.connectionId === connectionId && mayBeRecorded(e) && e.orderId ? [e.orderId] : [],
    );
  } catch {
    return [];
  }
}

export function describeResult(entry: HistoryEntry): string {
  const o = entry.outcome;
  if (o.result === 'recorded') return `recorded (${statusLine(o.status ?? 200)})`;
  if (o.result === 'unknown')
    return o.failure === 'timeout'
      ? 'outcome unknown (no answer before the timeout)'
      : 'outcome unknown (no answer, or one cut off: it may have reached the service)';
  if (o.result === 'pending') return 'no outcome stored (the tab may have closed while sending)';
  if (o.status) return `failed (${statusLine(o.status)})`;
  if (o.failure === 'redirect') return 'failed (a redirect, not followed)';
  return o.failure === 'not-sent' ? 'failed (not sent)' : 'failed (no response)';
}

export function DuplicateGuardDialog({
  entry,
  onSendAnyway,
  onCancel,
}: {
  entry: HistoryEntry;
  onSendAnyway: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      title="Order ID already sent"
      confirmLabel="Send anyway"
      danger
      onConfirm={onSendAnyway}
      onCancel={onCancel}
    >
      <p>
        Order <strong className="mono">{entry.orderId}</strong> was sent to{' '}
        <strong>{entry.connectionName}</strong> on {new Date(entry.startedAt).toLocaleString()}
        {entry.referralCode ? ` for referral code ${entry.referralCode}` : ''}:{' '}
        {describeResult(entry)}.
      </p>
      <p>
        Sending it again may record it twice. Send it only if you know the earlier send did not
        count.
      </p>
    </ConfirmDialog>
  );
}
