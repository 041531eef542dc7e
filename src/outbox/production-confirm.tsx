import { ConfirmDialog } from '../ui/dialog';
import type { Connection } from '../connections';

/** Asks before anything is sent to a connection marked as production. */
export function ProductionConfirm({
  connection,
  action,
  onConfirm,
  onCancel,
}: {
  connection: Connection;
  action: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      title="Send to production?"
      confirmLabel="Send to production"
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {action} on <strong className="prod-label">{connection.name}</strong>, a{' '}
        <strong>production</strong> connection ({connection.baseUrl}).
      </p>
      <p>This changes real data.</p>
    </ConfirmDialog>
  );
}
