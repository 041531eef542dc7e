import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useSearch } from 'wouter';
import { commissionsPath, type CommissionUpdate } from '../api/contract';
import { describeOutcome } from '../api/describe-outcome';
import { useKeyPrompt } from '../connections/key-prompt';
import { RequestPreview } from '../connections/request-preview';
import { useActiveConnection } from '../connections/use-connections';
import { useRecordedSend } from '../history/use-recorded-send';
import { seedAffiliates } from '../mocks/seed';
import { builderResolver } from '../ui/builder-resolver';
import { clearDraft, draftNotice, loadDraft, useDraftAutosave } from '../ui/draft-storage';
import { OutcomePanel } from '../ui/outcome-panel';
import { DraftNotice, UnplacedErrors, useDraftNotice } from '../ui/draft-notice';
import { applyServerErrors } from '../ui/server-errors';
import { buildCommissionUpdate, commissionFormPath } from './build-commission-update';
import { CommissionFields } from './commission-fields';
import { emptyCommissionForm, type CommissionFormValues } from './commission-form-values';
import { ConfirmUpdateDialog } from './confirm-update-dialog';
import { LastSetNote } from './last-set-note';
import { COMMISSION_DRAFT } from './commission-from-wire';
import { lastSetFor, rememberLastSet } from './last-set-store';

const DRAFT = COMMISSION_DRAFT;
const resolver = builderResolver(buildCommissionUpdate);

/** A deep link (?affiliate=id) wins over a draft for another affiliate. */
function initialValues(linkedAffiliate: string | null) {
  const draft = loadDraft(DRAFT, emptyCommissionForm());
  if (linkedAffiliate && draft?.values.affiliateId.trim() !== linkedAffiliate)
    return { values: emptyCommissionForm(linkedAffiliate) };
  return draft
    ? { values: draft.values, notice: draftNotice(draft) }
    : { values: emptyCommissionForm(), notice: undefined };
}

export function CommissionsPage() {
  const connection = useActiveConnection();
  const search = useSearch();
  const [initial] = useState(() => initialValues(new URLSearchParams(search).get('affiliate')));
  const draft = useDraftNotice(DRAFT, initial.notice);
  const form = useForm<CommissionFormValues, unknown, CommissionUpdate>({
    defaultValues: initial.values,
    resolver,
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control: form.control }) as CommissionFormValues;
  useDraftAutosave(DRAFT, values, emptyCommissionForm());
  const { sending, outcome, send } = useRecordedSend();
  const { ensureKey, keyDialog } = useKeyPrompt();
  const [pending, setPending] = useState<CommissionUpdate | undefined>();
  const [sentId, setSentId] = useState('');
  const [unplaced, setUnplaced] = useState<string[]>([]);
  // Bumped after a success so the "last set" note re-reads storage.
  const [, setRecordVersion] = useState(0);

  const preview = buildCommissionUpdate(values);
  const lastSet = values.affiliateId.trim()
    ? lastSetFor(connection.id, values.affiliateId)
    : undefined;

  const transmit = async (update: CommissionUpdate) => {
    setSentId(update.id);
    setUnplaced([]);
    const result = await send(
      connection,
      { method: 'PATCH', path: commissionsPath, body: update },
      { operation: 'commissions', source: 'form', affiliateId: update.id },
    );
    // The key went missing after the first check (another tab removed it): ask, then send.
    if (result?.kind === 'not-sent' && result.reason === 'no-key' && (await ensureKey(connection)))
      await transmit(update);
    if (result?.kind === 'success') {
      rememberLastSet(connection.id, update.id, update.commissions);
      setRecordVersion((n) => n + 1);
      clearDraft(DRAFT);
    }
    if (result?.kind === 'http-error' && result.problem) {
      setUnplaced(
        applyServerErrors(
          result.problem.fieldErrors,
          (p) => commissionFormPath(p, values.typeChoice),
          form.setError,
        ),
      );
    }
  };

  const view =
    outcome &&
    describeOutcome(outcome, {
      connectionName: connection.name,
      subject: 'The update',
      applied: 'applied',
      success: 'Commissions updated',
      notFound: `No affiliate has the ID "${sentId}" on "${connection.name}".`,
      conflict: 'The service refused the update as conflicting.',
    });
  const demoIds = connection.demo ? seedAffiliates().map((a) => a.id) : [];

  return (
    <FormProvider {...form}>
      <h1>Commissions</h1>
      {draft.notice && (
        <DraftNotice
          text={draft.notice}
          onDiscard={() => {
            draft.discard(() => {
              form.reset(emptyCommissionForm());
            });
          }}
        />
      )}
      <form
        noValidate
        aria-label="Update commissions"
        onSubmit={(e) =>
          void form.handleSubmit(async (update) => {
            if (await ensureKey(connection)) setPending(update);
          })(e)
        }
      >
        <section className="card">
          <h2>Commission settings</h2>
          <CommissionFields demoIds={demoIds} />
          <LastSetNote lastSet={lastSet} affiliateId={values.affiliateId.trim()} />
        </section>
        <RequestPreview
          connection={connection}
          method="PATCH"
          path={preview.ok ? commissionsPath : undefined}
          body={preview.ok ? preview.value : undefined}
          problems={preview.ok ? 0 : Object.keys(preview.errors).length}
        />
        <div className="submit-bar">
          <button type="submit" className="button button--primary" disabled={sending}>
            Update commissions
          </button>
          <span className="muted">
            {sending ? 'Sending…' : `You confirm before anything is sent to ${connection.name}.`}
          </span>
        </div>
      </form>
      {outcome && view && (
        <OutcomePanel
          outcome={outcome}
          view={view}
          extra={<UnplacedErrors messages={unplaced} />}
        />
      )}
      {keyDialog}
      {pending && (
        <ConfirmUpdateDialog
          update={pending}
          connection={connection}
          lastSet={lastSetFor(connection.id, pending.id)}
          onCancel={() => {
            setPending(undefined);
          }}
          onConfirm={() => {
            const update = pending;
            setPending(undefined);
            void transmit(update);
          }}
        />
      )}
    </FormProvider>
  );
}
