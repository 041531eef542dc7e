// The parts of the order page that follow every keystroke: the live request
// preview, the problem count by the submit button, and the draft autosave.
// They watch the whole form here, so the rest of the page does not re-render as one types.
import { useDeferredValue, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { SendingBar } from '../ui/sending-bar';
import { KeyHint, SEND_ARIA_KEYS, sendKeys } from '../ui/shortcuts';
import { recordOrderRequest } from '../api/requests';
import type { Connection } from '../connections';
import { RequestPreview } from '../connections';
import { useDraftAutosave } from '../ui/draft-storage';
import { emptyOrderForm, type OrderFormValues } from './order-form-values';
import { useOrderForm } from './order-resolver';
import { useOrderRules } from './order-rules-loader';

export function PreviewAndSubmit({
  connection,
  sending,
  onCancel,
  draftName,
}: {
  connection: Connection;
  sending: boolean;
  onCancel: () => void;
  draftName: string;
}) {
  const submit = useRef<HTMLButtonElement>(null);
  const { control, formState } = useOrderForm();
  const values = useWatch({ control }) as OrderFormValues;
  // Checking the whole order takes long with many product rows (issue 14, item 9): it
  // follows typing at low priority, so a keystroke paints first. Sending is checked anew by
  // the resolver, never from this preview. Undefined for the moment before the rules load
  // (see ./order-rules-loader): the preview then says "Fill in the form".
  const settled = useDeferredValue(values);
  useDraftAutosave(draftName, settled, emptyOrderForm());
  const rules = useOrderRules();
  const preview = useMemo(() => rules?.buildOrder(settled), [rules, settled]);
  const problems = preview && !preview.ok ? Object.keys(preview.errors).length : 0;
  return (
    <>
      <RequestPreview
        connection={connection}
        request={preview?.ok ? recordOrderRequest(preview.code, preview.order) : undefined}
        problems={problems}
      />
      <div className="submit-bar">
        <button
          ref={submit}
          type="submit"
          className="button button--primary"
          disabled={sending}
          aria-describedby="send-target"
          aria-keyshortcuts={SEND_ARIA_KEYS}
        >
          Record order
        </button>
        <KeyHint keys={sendKeys()} />
        {sending ? (
          <SendingBar onCancel={onCancel} returnFocusTo={submit} />
        ) : (
          <span id="send-target" className="muted">
            {problems > 0 && formState.submitCount > 0
              ? `Fix ${problems} problem${problems === 1 ? '' : 's'} above before sending.`
              : `Sends to ${connection.name}${connection.production ? ' (production)' : ''}`}
          </span>
        )}
      </div>
    </>
  );
}
