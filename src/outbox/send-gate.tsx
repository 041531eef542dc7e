// The gate every form send passes: the key (asked for when this tab has none)
// -> duplicate check -> production confirmation -> send. "Send anyway" is the
// only way past the duplicate guard, and nothing goes to a production
// connection before its confirmation.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Outcome } from '../api/client';
import { useKeyPrompt } from '../connections';
import { fetchEarlierRecording, type HistoryEntry } from '../history';
import { claimOrder, type ClaimResult } from '../team';
import { DuplicateGuardDialog } from './duplicate-guard';
import { ProductionConfirm } from './production-confirm';
import type { SendMeta } from './send-and-record';
import { useSend, type SendInput } from './use-send';

export interface GateRequest extends SendInput {
  /** What the production confirmation says will happen ("Record order 1001 for ALICE10"). */
  action: string;
  /** The caller already asked with a dialog that names the connection (commissions). */
  confirmed?: boolean;
}

type Step =
  | { kind: 'idle' }
  | { kind: 'duplicate'; request: GateRequest; earlier: HistoryEntry }
  /** History could not be read, or could not save a send: the guard cannot tell, so it asks. */
  | { kind: 'unchecked'; request: GateRequest; orderId: string }
  /** The team says a colleague holds this order ID, or could not be asked. */
  | {
      kind: 'team';
      request: GateRequest;
      orderId: string;
      claim: Extract<ClaimResult, { kind: 'theirs' | 'unreachable' }>;
    }
  | { kind: 'production'; request: GateRequest };

const orderIdOf = (meta: SendMeta) => (meta.operation === 'order' ? meta.orderId : undefined);

/**
 * onOutcome runs once the outcome is on screen and the form is unlocked, so that it
 * can put errors on fields and move focus to them (or, after the page has gone, at once).
 */
export function useSendGate(onOutcome: (outcome: Outcome, request: GateRequest) => void) {
  const client = useQueryClient();
  const { send, sending, outcome, entryId, cancel, clear } = useSend();
  const { ensureKey, keyDialog } = useKeyPrompt();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  // A second submit before React re-renders must not start a second gate.
  const busy = useRef(false);
  const latestOnOutcome = useRef(onOutcome);
  const [answered, setAnswered] = useState<{ outcome: Outcome; request: GateRequest }>();
  const handled = useRef<unknown>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    latestOnOutcome.current = onOutcome;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (!answered || sending || handled.current === answered) return;
    handled.current = answered;
    latestOnOutcome.current(answered.outcome, answered.request);
  }, [answered, sending]);

  const transmit = async (request: GateRequest) => {
    setStep({ kind: 'idle' });
    try {
      let result = await send(request);
      // The key went missing after the check (another tab removed it): ask, then send once.
      if (
        result?.kind === 'not-sent' &&
        result.reason === 'no-key' &&
        (await ensureKey(request.connection))
      )
        result = await send(request);
      if (!result) return;
      if (mounted.current) setAnswered({ outcome: result, request });
      else latestOnOutcome.current(result, request);
    } finally {
      busy.current = false;
    }
  };
  const confirmProduction = (request: GateRequest) => {
    if (request.connection.production && !request.confirmed)
      setStep({ kind: 'production', request });
    else void transmit(request);
  };
  const stop = () => {
    busy.current = false;
    setStep({ kind: 'idle' });
  };

  const submit = async (request: GateRequest) => {
    if (busy.current || sending) return;
    busy.current = true;
    if (!(await ensureKey(request.connection))) {
      busy.current = false;
      return;
    }
    const orderId = orderIdOf(request.meta);
    let earlier: HistoryEntry | null = null;
    try {
      if (orderId) earlier = await fetchEarlierRecording(client, request.connection.id, orderId);
    } catch {
      setStep({ kind: 'unchecked', request, orderId: orderId ?? '' });
      return;
    }
    if (earlier) {
      setStep({ kind: 'duplicate', request, earlier });
      return;
    }
    // With a team, the order ID is claimed on the team server before anything goes out.
    const claim = orderId ? await claimOrder(request.connection, orderId) : undefined;
    if (orderId && (claim?.kind === 'theirs' || claim?.kind === 'unreachable'))
      setStep({ kind: 'team', request, orderId, claim });
    else confirmProduction(request);
  };

  let dialog: ReactNode = keyDialog;
  if (step.kind === 'duplicate' || step.kind === 'unchecked' || step.kind === 'team')
    dialog = (
      <DuplicateGuardDialog
        earlier={
          step.kind === 'duplicate'
            ? step.earlier
            : step.kind === 'team'
              ? { orderId: step.orderId, team: step.claim }
              : { orderId: step.orderId }
        }
        onCancel={stop}
        onSendAnyway={() => {
          confirmProduction(step.request);
        }}
      />
    );
  else if (step.kind === 'production')
    dialog = (
      <ProductionConfirm
        connection={step.request.connection}
        action={step.request.action}
        onCancel={stop}
        onConfirm={() => void transmit(step.request)}
      />
    );

  return {
    submit,
    sending,
    outcome,
    /** The History entry of the last send, to link to. */
    entryId,
    cancel,
    clear,
    dialog,
  };
}
