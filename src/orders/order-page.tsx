import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormProvider, get, useForm, type Path } from 'react-hook-form';
import { Link } from 'wouter';
import { trackPath } from '../api/wire';
import type { Outcome } from '../api/client';
import { useActiveConnection } from '../connections';
import { historyEntryHref } from '../history';
import { useSendGate } from '../outbox';
import { clearDraft, draftNotice, loadDraft } from '../ui/draft-storage';
import { loadOutcome } from '../ui/lazy-outcome';
import { takeKeptOutcome } from '../lib/outcome-after-reload';
import { SafeOutcome } from '../ui/safe-outcome';
import { parseDecimal } from '../lib/parse-decimal';
import { sendFormKeys } from '../ui/shortcuts';
import { DraftNotice, UnplacedErrors, useDraftNotice } from '../ui/draft-notice';
import { wirePathToFormPath } from './form-paths';
import { applyServerErrors } from '../lib/server-errors';
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
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const orderIdRef = useRef<HTMLInputElement | null>(null);
  const productRows = useRef<ProductRowsHandle>(null);

  const afterSend = (result: Outcome, code: string) => {
    if (result.kind === 'success') clearDraft(DRAFT, form.getValues());
    if (result.kind === 'http-error' && result.status === 404) {
      form.setError(
        'referralCode',
        {
          type: 'server',
          message: `"${code}" matched no affiliate on "${connection.name}".`,
        },
        { shouldFocus: true },
      );
    }
    if (result.kind === 'http-error' && result.problem) {
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
      productRows.current?.revealFirstProblem(form.formState.errors);
    }
  };
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
  const gate = useSendGate((result, request) => {
    afterSend(result, request.meta.referralCode ?? '');
  });
  const { sending, outcome, clear } = gate;
  // The panel's chunk loads while the request is on its way, so the answer shows at once.
  useEffect(() => {
    if (sending) void loadOutcome();
  }, [sending]);
  // What the last send was, for the outcome's words.
  const [sent, setSent] = useState({ orderId: '', code: '' });
  // The code "Record another" kept, said beside the field until the next send.
  const [kept, setKept] = useState<KeptCode>();
  // What a send said before a reload, when its panel could not be loaded (safe-outcome.tsx).
  const [beforeReload] = useState(takeKeptOutcome);

  const onValid = async (built: BuiltOrder) => {
    setUnplaced([]);
    setKept(undefined);
    setSent({ orderId: built.order.orderId, code: built.code });
    await gate.submit({
      connection,
      req: { method: 'POST', path: trackPath(built.code), body: built.order },
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
      <Suspense fallback={null}>
        <OrderToolbar />
      </Suspense>
      {beforeReload && (
        <div role="note" className="notice">
          <p>
            Before the reload: {beforeReload.text}.{' '}
            {beforeReload.historyHref && (
              <Link href={beforeReload.historyHref}>open its History entry</Link>
            )}
          </p>
        </div>
      )}
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
      {outcome && (
        <SafeOutcome
          outcome={outcome}
          context={{
            connectionName: connection.name,
            applied: 'recorded',
            subject: 'The order',
            success: `Order ${sent.orderId} recorded for ${sent.code}`,
            failure: `Order ${sent.orderId} not recorded`,
            notFound: 'The referral code matched no affiliate — see the field.',
            notFoundOnField: true,
            conflict: 'This order ID is already recorded for this affiliate.',
          }}
          extra={<UnplacedErrors messages={unplaced} />}
          historyHref={gate.entryId === undefined ? undefined : historyEntryHref(gate.entryId)}
          actions={
            outcome.kind === 'success' && (
              <button type="button" className="button button--primary" onClick={recordAnother}>
                Record another
              </button>
            )
          }
        />
      )}
      {gate.dialog}
    </FormProvider>
  );
}
