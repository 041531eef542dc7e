// Sending past the team's duplicate guard, for a whole group of an import's orders: those a
// colleague sent first ("Send anyway"), or those the team could not be asked about ("Send
// without the team"). The person reads what it can do first: the contract has no refund.
import { ConfirmDialog } from '../../../ui/dialog';
import type { FailureGroup } from './failure-groups';
import { countOf } from '../../../lib/plural';

const orders = (n: number) => countOf(n, 'order');

/** "Ana", or "Ana (12), Ben (3)": who sent them first, in a sentence. */
const colleagues = (values: FailureGroup['values']) =>
  values.length === 1
    ? (values[0]?.value ?? '')
    : values.map((v) => `${v.value} (${v.count.toLocaleString()})`).join(', ');

/** The button that opens the dialog, in the group's row. */
export const teamHoldAction = (g: FailureGroup) =>
  g.kind === 'colleague'
    ? 'Send anyway…'
    : g.kind === 'unasked'
      ? 'Send without the team…'
      : undefined;

/** What the production confirmation and the result note call it. */
export const teamHoldWords = (g: FailureGroup) =>
  g.kind === 'colleague'
    ? `Send ${orders(g.count)} a colleague sent first`
    : `Send ${orders(g.count)} without asking the team`;

export function TeamHoldDialog({
  group,
  connectionName,
  onCancel,
  onConfirm,
}: {
  group: FailureGroup;
  connectionName: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const colleague = group.kind === 'colleague';
  return (
    <ConfirmDialog
      title={colleague ? 'Send orders a colleague already sent?' : 'Send without the team?'}
      confirmLabel={colleague ? 'Send anyway' : 'Send without the team'}
      danger
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {colleague ? (
        <p>
          The team says {group.count === 1 ? 'this order ID was' : 'these order IDs were'} sent to{' '}
          {connectionName} first by {colleagues(group.values)}. Sending again can record{' '}
          {group.count === 1 ? 'the order' : 'each order'} twice, and the service has no refund: an
          order sent is final.{' '}
          {group.count === 1 ? 'Send it anyway?' : `Send the ${orders(group.count)} anyway?`}
        </p>
      ) : (
        <p>
          The team could not be asked whether a colleague already sent these {orders(group.count)}.
          If one did, sending now records it twice. “Retry failed” asks the team again; send without
          it only if you know no colleague sent them.
        </p>
      )}
    </ConfirmDialog>
  );
}
