// The duplicate guard's question: this order ID may already be recorded on this
// connection. "Send anyway" is the only way past it.
import { describeResult, type HistoryEntry } from '../history';
import { ConfirmDialog } from '../ui/dialog';

export function DuplicateGuardDialog({
  earlier,
  onSendAnyway,
  onCancel,
}: {
  /** The earlier send History holds, or only the order ID when History could not be checked. */
  earlier: HistoryEntry | { orderId: string };
  onSendAnyway: () => void;
  onCancel: () => void;
}) {
  const entry = 'startedAt' in earlier ? earlier : undefined;
  return (
    <ConfirmDialog
      title={entry ? 'Order ID already sent' : 'Could not check for an earlier send'}
      confirmLabel="Send anyway"
      danger
      onConfirm={onSendAnyway}
      onCancel={onCancel}
    >
      {entry ? (
        <p>
          Order <strong className="mono">{entry.orderId}</strong> was sent to{' '}
          <strong>{entry.connectionName}</strong> on {new Date(entry.startedAt).toLocaleString()}
          {entry.referralCode ? ` for referral code ${entry.referralCode}` : ''}:{' '}
          {describeResult(entry)}.
        </p>
      ) : (
        <p>
          History cannot be read or could not save every send in this browser (storage full or
          blocked), so the console cannot tell whether order{' '}
          <strong className="mono">{earlier.orderId}</strong> was already sent.
        </p>
      )}
      <p>
        Sending it again may record it twice. Send it only if you know the earlier send did not
        count.
      </p>
    </ConfirmDialog>
  );
}
