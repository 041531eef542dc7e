// What a form page does around a send, the same on every form: the gate, then on the
// answer the draft cleared (success), the 404's words on the field it is about, the
// service's field errors on their fields (the rest listed in words), and the outcome
// panel, loaded while the request is on its way.
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { OutcomeContext } from '../api/describe-outcome';
import { historyEntryHref } from '../history';
import { takeKeptOutcome } from '../lib/outcome-after-reload';
import { applyServerErrors } from '../lib/server-errors';
import { UnplacedErrors } from '../ui/draft-notice';
import { clearDraft } from '../ui/draft-storage';
import { loadOutcome } from '../ui/lazy-outcome';
import { SafeOutcome } from '../ui/safe-outcome';
import { useSendGate, type GateRequest } from './send-gate';

export interface FormSendSetup<V extends FieldValues, Out> {
  form: UseFormReturn<V, unknown, Out>;
  draftName: string;
  /** The field a 404 is about (referral code, affiliate ID) and what to say there. */
  notFound: (request: GateRequest) => { field: Path<V>; message: string };
  /** The form field for a wire path of the service's field errors; undefined: list it. */
  toFormPath: (wirePath: string) => string | undefined;
  /** The field's name as the form labels it, for a field error listed under the outcome. */
  labelOf: (wirePath: string) => string | undefined;
  /** After a success, besides clearing the draft. */
  onSuccess?: (request: GateRequest) => void;
  /** After field errors were put on their fields (to show the first of them). */
  onFieldErrors?: () => void;
}

/** A field error that matches no field, in words: "Product 4 · Quantity: …", never a path. */
function unplacedWords(text: string, label: string | undefined) {
  return label ? `${label}: ${text}` : `A field the form does not have: ${text}`;
}

export function useFormSend<V extends FieldValues, Out>(setup: FormSendSetup<V, Out>) {
  const { form } = setup;
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const gate = useSendGate((result, request) => {
    if (result.kind === 'success') {
      clearDraft(setup.draftName, form.getValues());
      setup.onSuccess?.(request);
    }
    if (result.kind !== 'http-error') return;
    if (result.status === 404) {
      const { field, message } = setup.notFound(request);
      form.setError(field, { type: 'server', message }, { shouldFocus: true });
    }
    if (result.problem) {
      const labels = new Map<string, string | undefined>();
      const left = applyServerErrors(
        result.problem.fieldErrors,
        (p) => {
          const path = setup.toFormPath(p);
          if (path === undefined) labels.set(p, setup.labelOf(p));
          return path;
        },
        form.setError,
        (wirePath, text) => unplacedWords(text, labels.get(wirePath)),
      );
      setUnplaced(left);
      setup.onFieldErrors?.();
    }
  });
  // The panel's chunk loads while the request is on its way, so the answer shows at once.
  useEffect(() => {
    if (gate.sending) void loadOutcome();
  }, [gate.sending]);
  // What a send said before a reload, when its panel could not be loaded (safe-outcome.tsx).
  const [beforeReload] = useState(takeKeptOutcome);

  const submit = (request: GateRequest) => {
    setUnplaced([]);
    return gate.submit(request);
  };
  const { outcome } = gate;
  const historyHref = gate.entryId === undefined ? undefined : historyEntryHref(gate.entryId);
  return {
    ...gate,
    submit,
    /** The last send's outcome, in the page's words, with its actions. */
    outcomePanel: (context: OutcomeContext, actions?: ReactNode) =>
      outcome && (
        <SafeOutcome
          outcome={outcome}
          context={context}
          extra={<UnplacedErrors messages={unplaced} />}
          historyHref={historyHref}
          actions={actions}
        />
      ),
    beforeReloadNote: beforeReload && (
      <div role="note" className="notice">
        <p>
          Before the reload: {beforeReload.text}.{' '}
          {beforeReload.historyHref && (
            <Link href={beforeReload.historyHref}>open its History entry</Link>
          )}
        </p>
      </div>
    ),
  };
}
