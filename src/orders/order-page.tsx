import { useRef, useState } from 'react';
import { FormProvider, get, useForm } from 'react-hook-form';
import { trackPath } from '../api/contract';
import { describeOutcome } from '../api/describe-outcome';
import { useKeyPrompt } from '../connections/key-prompt';
import { ProductionConfirm } from '../connections/production-confirm';
import { useActiveConnection } from '../connections/use-connections';
import { useRecordedSend } from '../history/use-recorded-send';
import { DuplicateGuardDialog, earlierRecording } from '../history/duplicate-guard';
import type { HistoryEntry } from '../history/history-entry';
import { clearDraft, draftNotice, loadDraft } from '../ui/draft-storage';
import { OutcomePanel } from '../ui/outcome-panel';
import { DraftNotice, UnplacedErrors, useDraftNotice } from '../ui/draft-notice';
import { CouponsInput } from './coupons-input';
import { CustomerFields } from './customer-fields';
import { wirePathToFormPath } from './form-paths';
import { applyServerErrors } from '../ui/server-errors';
import { MetadataEditor } from './metadata-editor';
import { OrderDetails } from './order-details';
import { emptyOrderForm, type OrderFormValues } from './order-form-values';
import { orderResolver, type BuiltOrder } from './order-resolver';
import { OrderHeaderFields } from './order-header-fields';
import { ProductRows } from './product-rows';
import { PreviewAndSubmit } from './preview-and-submit';
import { ORDER_DRAFT } from './order-from-wire';

const DRAFT = ORDER_DRAFT;

export function OrderPage() {
  const connection = useActiveConnection();
  const [restored] = useState(() => loadDraft(DRAFT, emptyOrderForm()));
  const draft = useDraftNotice(DRAFT, restored && draftNotice(restored));
  const form = useForm<OrderFormValues, unknown, BuiltOrder>({
    defaultValues: restored?.values ?? emptyOrderForm(),
    resolver: orderResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { sending, outcome, send, clear } = useRecordedSend();
  const { ensureKey, keyDialog } = useKeyPrompt();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [pending, setPending] = useState<BuiltOrder | undefined>();
  const [duplicate, setDuplicate] = useState<
    { built: BuiltOrder; earlier: HistoryEntry } | undefined
  >();
  const [sentCode, setSentCode] = useState('');
  const orderIdRef = useRef<HTMLInputElement | null>(null);

  const transmit = async (built: BuiltOrder) => {
    setUnplaced([]);
    setSentCode(built.code);
    const result = await send(
      connection,
      {
        method: 'POST',
        path: trackPath(built.code),
        body: built.order,
      },
      {
        operation: 'order',
        source: 'form',
        orderId: built.order.orderId,
        referralCode: built.code,
      },
    );
    if (result?.kind === 'success') clearDraft(DRAFT);
    // The key went missing after the first check (another tab removed it): ask, then send.
    if (result?.kind === 'not-sent' && result.reason === 'no-key' && (await ensureKey(connection)))
      await transmit(built);
    if (result?.kind === 'http-error' && result.problem) {
      setUnplaced(
        applyServerErrors(
          result.problem.fieldErrors,
          (p) => {
            const path = wirePathToFormPath(p, form.getValues('metadataMode'));
            // A field the form does not have (Products[3] on a one-product order) is listed instead.
            const value: unknown = path === undefined ? undefined : get(form.getValues(), path);
            return value === undefined ? undefined : path;
          },
          form.setError,
        ),
      );
    }
  };

  const proceed = (built: BuiltOrder) => {
    if (connection.production) setPending(built);
    else void transmit(built);
  };

  const onValid = async (built: BuiltOrder) => {
    if (!(await ensureKey(connection))) return;
    const earlier = await earlierRecording(connection.id, built.order.orderId);
    if (earlier) setDuplicate({ built, earlier });
    else proceed(built);
  };

  const recordAnother = () => {
    form.reset(emptyOrderForm(form.getValues('referralCode')));
    clearDraft(DRAFT);
    clear();
    draft.hide();
    setTimeout(() => orderIdRef.current?.focus(), 0);
  };

  const view =
    outcome &&
    describeOutcome(outcome, {
      connectionName: connection.name,
      subject: 'The order',
      applied: 'recorded',
      success: 'Order recorded',
      notFound: `The referral code "${sentCode}" matched no affiliate on "${connection.name}".`,
      conflict: 'This order ID is already recorded for this affiliate.',
    });

  return (
    <FormProvider {...form}>
      <h1>Record order</h1>
      {draft.notice && (
        <DraftNotice
          text={draft.notice}
          onDiscard={() => {
            draft.discard(() => {
              form.reset(emptyOrderForm());
            });
          }}
        />
      )}
      <form
        noValidate
        aria-label="Record order"
        onSubmit={(e) => void form.handleSubmit(onValid)(e)}
      >
        <OrderHeaderFields orderIdRef={orderIdRef} demo={connection.demo === true} />
        <ProductRows />
        <CustomerFields />
        <div className="card">
          <CouponsInput />
        </div>
        <MetadataEditor />
        <OrderDetails />
        <PreviewAndSubmit connection={connection} sending={sending} draftName={DRAFT} />
      </form>
      {outcome && view && (
        <OutcomePanel
          outcome={outcome}
          view={view}
          extra={<UnplacedErrors messages={unplaced} />}
          actions={
            outcome.kind === 'success' && (
              <button type="button" className="button button--primary" onClick={recordAnother}>
                Record another
              </button>
            )
          }
        />
      )}
      {duplicate && (
        <DuplicateGuardDialog
          entry={duplicate.earlier}
          onCancel={() => {
            setDuplicate(undefined);
          }}
          onSendAnyway={() => {
            setDuplicate(undefined);
            proceed(duplicate.built);
          }}
        />
      )}
      {keyDialog}
      {pending && (
        <ProductionConfirm
          connection={connection}
          action={`Record order ${pending.order.orderId} for referral code ${pending.code}`}
          onCancel={() => {
            setPending(undefined);
          }}
          onConfirm={() => {
            const built = pending;
            setPending(undefined);
            void transmit(built);
          }}
        />
      )}
    </FormProvider>
  );
}
