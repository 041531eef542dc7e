// The duplicate guard's question: this order ID may already be recorded on this
// connection. "Send anyway" is the only way past it.
import { describeResult, type HistoryEntry } from '../history';
import { ConfirmDialog } from '../ui/dialog';

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
