// The parts of the order page that follow every keystroke: the live request
// preview, the problem count by the submit button, and the draft autosave.
// They watch the whole form here, so the rest of the page does not re-render as one types.
import { useWatch } from 'react-hook-form';
import { trackPath } from '../api/wire';
import type { Connection } from '../connections';
import { RequestPreview } from '../connections';
import { useDraftAutosave } from '../ui/draft-storage';
import { emptyOrderForm, type OrderFormValues } from './order-form-values';
import { useOrderForm } from './order-resolver';
import { useOrderRules } from './order-rules';

export function PreviewAndSubmit({
  connection,
  sending,
  draftName,
}: {
  connection: Connection;
  sending: boolean;
  draftName: string;
}) {
  const { control, formState } = useOrderForm();
  const values = useWatch({ control }) as OrderFormValues;
  useDraftAutosave(draftName, values, emptyOrderForm());
  // Undefined for the moment before the rules load: the preview says "Fill in the form".
  const preview = useOrderRules()?.buildOrder(values);
  const problems = preview && !preview.ok ? Object.keys(preview.errors).length : 0;
  return (
    <>
      <RequestPreview
        connection={connection}
        method="POST"
        path={preview?.ok ? trackPath(preview.code) : undefined}
        body={preview?.ok ? preview.order : undefined}
        problems={problems}
      />
      <div className="submit-bar">
        <button
          type="submit"
          className="button button--primary"
          disabled={sending}
          aria-describedby="send-target"
        >
          Record order
        </button>
        <span id="send-target" className="muted">
          {sending
            ? 'Sending…'
            : problems > 0 && formState.submitCount > 0
              ? `Fix ${problems} problem${problems === 1 ? '' : 's'} above before sending.`
              : `Sends to ${connection.name}${connection.production ? ' (production)' : ''}`}
        </span>
      </div>
    </>
  );
}
