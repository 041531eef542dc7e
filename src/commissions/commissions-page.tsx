import { lazy, Suspense, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useSearch } from 'wouter';
import type { CommissionUpdate } from '../api/contract';
import { commissionRequest } from '../api/requests';
import { demoAffiliates, RequestPreview, useActiveConnection } from '../connections';
import { useFormSend } from '../outbox';
import { SendingBar } from '../ui/sending-bar';
import { builderResolver } from '../lib/builder-resolver';
import { draftNotice, loadDraft, useDraftAutosave } from '../ui/draft-storage';
import { DraftNotice, useDraftNotice } from '../ui/draft-notice';
import { buildCommissionUpdate, commissionFormPath } from './build-commission-update';
import { CommissionFields } from './commission-fields';
import { CommissionModes } from './commission-modes';
import {
  emptyCommissionForm,
  fromStoredDraft,
  type CommissionFormValues,
} from './commission-form-values';
import { ConfirmUpdateDialog } from './confirm-update-dialog';
import { LastSetNote } from './last-set-note';
import { useCommissionTypes } from './commission-types';
import { COMMISSION_DRAFT } from './commission-from-wire';
import { startFromLastSet, type Setting } from './last-set-fill';
import { lastSetFor, rememberLastSet, useLastSet } from './last-set-store';
import { KeyHint, SEND_ARIA_KEYS, sendKeys, sendFormKeys } from '../ui/shortcuts';
import { useAffiliateName, withName } from './use-affiliate-name';

const DRAFT = COMMISSION_DRAFT;
// Paste request: loaded after the form.
const CommissionsToolbar = lazy(() => import('./commissions-toolbar'));
const resolver = builderResolver(buildCommissionUpdate);

/** A deep link (?affiliate=id) wins over a draft for another affiliate. */
function startingValues(linkedAffiliate: string | null) {
  const draft = loadDraft(DRAFT, emptyCommissionForm());
  if (linkedAffiliate && draft?.values.affiliateId.trim() !== linkedAffiliate)
    return { values: emptyCommissionForm(linkedAffiliate) };
  return draft
    ? { values: fromStoredDraft(draft.values), notice: draftNotice(draft) }
    : { values: emptyCommissionForm(), notice: undefined };
}

/** Settings left unset start from the last ones sent for that affiliate on this connection. */
function initialValues(linkedAffiliate: string | null, connectionId: string) {
  const start = startingValues(linkedAffiliate);
  const id = start.values.affiliateId.trim();
  const record = id ? lastSetFor(connectionId, id)?.settings : undefined;
  const { patch, filled } = startFromLastSet(start.values, record, []);
  return { ...start, values: { ...start.values, ...patch }, filled };
}

export function CommissionsPage() {
  const connection = useActiveConnection();
  const search = useSearch();
  const [initial] = useState(() =>
    initialValues(new URLSearchParams(search).get('affiliate'), connection.id),
  );
  const draft = useDraftNotice(DRAFT, initial.notice);
  const form = useForm<CommissionFormValues, unknown, CommissionUpdate>({
    defaultValues: initial.values,
    resolver,
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control: form.control }) as CommissionFormValues;
  useDraftAutosave(DRAFT, values, emptyCommissionForm());
  const [pending, setPending] = useState<CommissionUpdate | undefined>();
  // Whose commissions the last send was about, for the outcome's words.
  const [sentId, setSentId] = useState('');
  // The outcome names the affiliate as the confirmation did ("aff-1002 (Alice Martin)").
  const sent = withName(sentId, useAffiliateName(sentId));
  // Settings the console filled from the last-set record, until the manager changes them.
  const [filled, setFilled] = useState<Setting[]>(initial.filled);

  const preview = buildCommissionUpdate(values);
  const types = useCommissionTypes(connection.id);
  const lastSet = useLastSet(connection.id, values.affiliateId);

  const fillFor = (affiliateId: string) => {
    const id = affiliateId.trim();
    const record = id ? lastSetFor(connection.id, id)?.settings : undefined;
    const { patch, filled: next } = startFromLastSet(form.getValues(), record, filled);
    const options = { shouldValidate: form.formState.isSubmitted };
    if (patch.typeChoice !== undefined) form.setValue('typeChoice', patch.typeChoice, options);
    if (patch.otherType !== undefined) form.setValue('otherType', patch.otherType, options);
    if (patch.applyIndividual !== undefined)
      form.setValue('applyIndividual', patch.applyIndividual, options);
    if (patch.amount !== undefined) form.setValue('amount', patch.amount, options);
    setFilled(next);
  };

  // The update being sent, read when its answer arrives.
  const sentUpdate = useRef<CommissionUpdate | undefined>(undefined);
  const gate = useFormSend({
    form,
    draftName: DRAFT,
    notFound: (request) => ({
      field: 'affiliateId',
      message: `No affiliate has the ID "${request.meta.operation === 'commissions' ? request.meta.affiliateId : ''}" on "${connection.name}".`,
    }),
    toFormPath: (p) => commissionFormPath(p, form.getValues('typeChoice')),
    // Every field of the update is on the form: what matches none is not the form's.
    labelOf: () => undefined,
    onSuccess: () => {
      const update = sentUpdate.current;
      if (update) rememberLastSet(connection.id, update.id, update.commissions);
    },
  });
  const { sending } = gate;
  const submit = useRef<HTMLButtonElement>(null);

  const typeLabelOf = (type: number) => types.find((t) => t.value === type)?.label;
  const transmit = (update: CommissionUpdate) => {
    sentUpdate.current = update;
    setSentId(update.id);
    void gate.submit({
      connection,
      req: commissionRequest(update),
      meta: {
        operation: 'commissions',
        source: 'form',
        affiliateId: update.id,
        commissionTypeLabel: typeLabelOf(update.commissions.type),
      },
      action: `Update the commissions of ${update.id}`,
      // The confirmation dialog below names the connection and asks already.
      confirmed: true,
    });
  };

  const demoIds = connection.demo ? demoAffiliates().map((a) => a.id) : [];

  return (
    <FormProvider {...form}>
      <h1>Commissions</h1>
      <CommissionModes current="one" />
      {gate.beforeReloadNote}
      <Suspense fallback={null}>
        <CommissionsToolbar
          onFilled={() => {
            setFilled([]);
          }}
        />
      </Suspense>
      {draft.notice && (
        <DraftNotice
          text={draft.notice}
          focus={draft.focus}
          onDiscard={() => {
            draft.discard(() => {
              form.reset(emptyCommissionForm());
              setFilled([]);
            });
          }}
        />
      )}
      <form
        noValidate
        aria-label="Update commissions"
        onSubmit={(e) => void form.handleSubmit(setPending)(e)}
        onKeyDown={sendFormKeys}
      >
        {/* Locked while sending, so that what is sent is what is shown. */}
        <fieldset className="form-lock" disabled={sending}>
          <section className="card">
            <h2>Commission settings</h2>
            <CommissionFields
              demoIds={demoIds}
              connectionId={connection.id}
              onAffiliateId={fillFor}
              onChosen={(setting) => {
                setFilled((f) => f.filter((s) => s !== setting));
              }}
            />
            <LastSetNote
              lastSet={lastSet}
              affiliateId={values.affiliateId.trim()}
              connectionId={connection.id}
              filled={filled}
            />
          </section>
        </fieldset>
        <RequestPreview
          connection={connection}
          request={preview.ok ? commissionRequest(preview.value) : undefined}
          problems={preview.ok ? 0 : Object.keys(preview.errors).length}
        />
        <div className="submit-bar">
          <button
            ref={submit}
            type="submit"
            className="button button--primary"
            disabled={sending}
            aria-keyshortcuts={SEND_ARIA_KEYS}
          >
            Update commissions
          </button>
          <KeyHint keys={sendKeys()} />
          {sending ? (
            <SendingBar onCancel={gate.cancel} returnFocusTo={submit} />
          ) : (
            <span className="muted">You confirm before anything is sent to {connection.name}.</span>
          )}
        </div>
      </form>
      {gate.outcomePanel({
        connectionName: connection.name,
        applied: 'applied',
        subject: 'The update',
        success: `Commissions of ${sent} updated`,
        failure: `Commissions of ${sent} not updated`,
        notFound: 'The affiliate ID matched no affiliate — see the field.',
        notFoundOnField: true,
        conflict: 'The service refused the update as conflicting.',
      })}
      {gate.dialog}
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
            transmit(update);
          }}
        />
      )}
    </FormProvider>
  );
}
