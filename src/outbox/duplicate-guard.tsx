// The duplicate guard's question: this order ID may already be recorded on this
// connection. "Send anyway" is the only way past it.
import { describeResult, type HistoryEntry } from '../history';
import { authorLabel, describeClaim, type ClaimResult } from '../team';
import { ConfirmDialog } from '../ui/dialog';

type TeamAnswer = Extract<ClaimResult, { kind: 'theirs' | 'unreachable' }>;

export function DuplicateGuardDialog({
  earlier,
  onSendAnyway,
  onCancel,
}: {
  /**
   * The earlier send History holds (a colleague's too, with a team), only the order ID when
   * History could not be checked, or what the team said of it.
   */
  earlier: HistoryEntry | { orderId: string; team?: TeamAnswer };
  onSendAnyway: () => void;
  onCancel: () => void;
}) {
  const entry = 'startedAt' in earlier ? earlier : undefined;
  const team = 'team' in earlier ? earlier.team : undefined;
  if (team)
    return (
      <TeamGuardDialog
        orderId={earlier.orderId ?? ''}
        team={team}
        onSendAnyway={onSendAnyway}
        onCancel={onCancel}
      />
    );
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
          <strong>{entry.connectionName}</strong>
          {entry.teamKey && entry.sentBy ? (
            <>
              {' '}
              by <strong>{authorLabel(entry.sentBy, entry.sentByAccount)}</strong>
            </>
          ) : null}{' '}
          on {new Date(entry.startedAt).toLocaleString()}
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

/** The team's answer: a colleague holds the order ID, or the team could not be asked. */
function TeamGuardDialog({
  orderId,
  team,
  onSendAnyway,
  onCancel,
}: {
  orderId: string;
  team: TeamAnswer;
  onSendAnyway: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      title={
        team.kind === 'theirs' ? 'A colleague sent this order ID' : 'The team could not be asked'
      }
      // Named as the import names the same decision ("Send without the team…").
      confirmLabel={team.kind === 'theirs' ? 'Send anyway' : 'Send without the team'}
      danger
      onConfirm={onSendAnyway}
      onCancel={onCancel}
    >
      {team.kind === 'theirs' ? (
        <p>
          Order <strong className="mono">{orderId}</strong>: {describeClaim(team)}.
        </p>
      ) : (
        <p>
          The team could not be asked whether a colleague already sent order{' '}
          <strong className="mono">{orderId}</strong> ({team.reason}). This browser’s History has no
          earlier send of it.
        </p>
      )}
      <p>
        Sending it again may record it twice. Send it only if you know the earlier send did not
        count.
      </p>
    </ConfirmDialog>
  );
}
