// The list of keyboard shortcuts, as a dialog (opened by "?" or the header's button).
import { ConfirmDialog } from '../ui/dialog';
import { sendKeys } from '../ui/shortcuts';

function shortcuts() {
  return [
    [
      sendKeys(),
      'Send the form: Record order, Update commissions. The same checks and confirmations as the button.',
    ],
    ['Alt+N', 'Record order: add a product row and move to its ID.'],
    ['Escape', 'Close a dialog or a list of suggestions.'],
    ['?', 'Show this list (outside a text field).'],
  ] as const;
}

export default function ShortcutsList({ onClose }: { onClose: () => void }) {
  return (
    <ConfirmDialog
      title="Keyboard shortcuts"
      confirmLabel="Close"
      onConfirm={onClose}
      onCancel={onClose}
      closeOnly
    >
      <table className="shortcuts">
        <caption className="visually-hidden">Keyboard shortcuts</caption>
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">What they do</th>
          </tr>
        </thead>
        <tbody>
          {shortcuts().map(([keys, what]) => (
            <tr key={keys}>
              <td>
                <kbd>{keys}</kbd>
              </td>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ConfirmDialog>
  );
}
