import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormProvider, get, useForm, type Path } from 'react-hook-form';
import { recordOrderRequest } from '../api/requests';
import { orderAlreadyRecorded } from '../api/already-recorded';
import { DemoNote, useActiveConnection } from '../connections';
import { useFormSend } from '../outbox';
import { clearDraft, draftNotice, loadDraft } from '../ui/draft-storage';
import { parseDecimal } from '../lib/parse-decimal';
import { sendFormKeys } from '../ui/shortcuts';
import { DraftNotice, useDraftNotice } from '../ui/draft-notice';
import { orderFieldLabel } from './field-labels';
import { wirePathToFormPath } from './form-paths';
import { emptyOrderForm, type OrderFormValues, type ProductRow } from './order-form-values';
import { orderResolver, type BuiltOrder } from './order-resolver';
import type { KeptCode } from './order-header-fields';
import { OrderSections } from './order-sections';
import type { ProductRowsHandle } from './product-rows';
import { PreviewAndSubmit } from './preview-and-submit';
import { ORDER_DRAFT } from './order-from-wire';

const DRAFT = ORDER_DRAFT;
// Paste request and templates: a lazy chunk, so the first page stays lean.
const OrderToolbar = lazy(() => import('./order-toolbar'));

/** The unit prices typed, for History to give back on "Open as new" (they are not on the wire). */
function unitPricesOf(rows: readonly ProductRow[]) {
  const prices = rows.map((r) => {
    const p = parseDecimal(r.unitPrice ?? '');
    return p.ok && p.value !== undefined ? p.value : null;
  });
  return prices.some((p) => p !== null) ? { unitPrices: prices } : {};
}

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
  const orderIdRef = useRef<HTMLInputElement | null>(null);
  const productRows = useRef<ProductRowsHandle>(null);

  // A draft opened to be fixed (the import's "Fix in the order form") shows its problems
  // on their fields, and the first of them takes focus.
  useEffect(() => {
    Object.entries(restored?.problems ?? {}).forEach(([path, message], i) => {
      form.setError(
        path as Path<OrderFormValues>,
        { type: 'server', message },
        { shouldFocus: i === 0 },
      );
    });
    // Once, for the draft the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const gate = useFormSend({
    form,
    draftName: DRAFT,
    notFound: (request) => ({
      field: 'referralCode',
      message: `"${request.meta.referralCode ?? ''}" matched no affiliate on "${connection.name}".`,
    }),
    toFormPath: (p) => {
      const path = wirePathToFormPath(p, form.getValues('metadataMode'));
      // A field the form does not have (Products[3] on a one-product order) is listed instead.
      const value: unknown = path === undefined ? undefined : get(form.getValues(), path);
      return value === undefined ? undefined : path;
    },
    labelOf: orderFieldLabel,
    onFieldErrors: () => productRows.current?.revealFirstProblem(form.formState.errors),
  });
  const { sending, clear } = gate;
  // What the last send was, for the outcome's words.
  const [sent, setSent] = useState({ orderId: '', code: '' });
  // The code "Record another" kept, said beside the field until the next send.
  const [kept, setKept] = useState<KeptCode>();

  const onValid = async (built: BuiltOrder) => {
    // An affiliate's name typed as the code would only be refused (404): said before sending.
    const misnamed = await import('../lib/directory-check').then((m) =>
      m.nameInsteadOfCode(built.code),
    );
    if (misnamed) {
      form.setError(
        'referralCode',
        { type: 'directory', message: misnamed },
        { shouldFocus: true },
      );
      return;
    }
    setKept(undefined);
    setSent({ orderId: built.order.orderId, code: built.code });
    await gate.submit({
      connection,
      req: recordOrderRequest(built.code, built.order),
      meta: {
        operation: 'order',
        source: 'form',
        orderId: built.order.orderId,
        referralCode: built.code,
        ...unitPricesOf(form.getValues('products')),
      },
      action: `Record order ${built.order.orderId} for referral code ${built.code}`,
    });
  };

  const recordAnother = () => {
    const sent = form.getValues();
    const fresh = emptyOrderForm(sent.referralCode);
    const code = sent.referralCode.trim();
    setKept(code === '' ? undefined : { code, orderId: sent.orderId.trim() });
    form.reset(fresh);
    // Neither the order just sent nor the fresh form with its kept code is unsent work.
    clearDraft(DRAFT, sent, fresh);
    clear();
    draft.hide();
    setTimeout(() => orderIdRef.current?.focus(), 0);
  };

  return (
    <FormProvider {...form}>
      <h1>Record order</h1>
      <DemoNote />
      <Suspense fallback={null}>
        <OrderToolbar />
      </Suspense>
      {gate.beforeReloadNote}
      {draft.notice && (
        <DraftNotice
          text={draft.notice}
          focus={draft.focus}
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
        onSubmit={(e) =>
          void form.handleSubmit(onValid, (errors) => {
            productRows.current?.revealFirstProblem(errors);
          })(e)
        }
        onKeyDown={(e) => {
          // Alt+N: a new product row, focused (e.code: on a Mac, Alt+N types a character).
          if (e.altKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyN') {
            e.preventDefault();
            productRows.current?.addRow();
            return;
          }
          sendFormKeys(e);
        }}
      >
        {/* Locked while sending, so that what is sent is what is shown. */}
        <fieldset className="form-lock" disabled={sending}>
          <OrderSections
            orderIdRef={orderIdRef}
            demo={connection.demo === true}
            productRows={productRows}
            deferLower
            kept={kept}
          />
        </fieldset>
        <PreviewAndSubmit
          connection={connection}
          sending={sending}
          onCancel={gate.cancel}
          draftName={DRAFT}
        />
      </form>
      {gate.outcomePanel(
        {
          connectionName: connection.name,
          applied: 'recorded',
          subject: 'The order',
          success: `Order ${sent.orderId} recorded for ${sent.code}`,
          failure: `Order ${sent.orderId} not recorded`,
          notFound: 'The referral code matched no affiliate — see the field.',
          notFoundOnField: true,
          conflict: 'This order ID is already recorded for this affiliate.',
          alreadyRecorded: `Order ${sent.orderId} already recorded at the service for ${sent.code}`,
        },
        gate.outcome && (gate.outcome.kind === 'success' || orderAlreadyRecorded(gate.outcome)) && (
          <button type="button" className="button button--primary" onClick={recordAnother}>
            Record another
          </button>
        ),
      )}
      {gate.dialog}
    </FormProvider>
  );
}
