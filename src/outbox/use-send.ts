// One send at a time per form, through TanStack Query's useMutation. Nothing is
// ever resent on its own (retry: false), and the Outcome union is the result,
// not an error: an unknown outcome is an answer to show, not an exception.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Outcome } from '../api/client';
import type { Connection, ConnectionRequest } from '../connections';
import type { RecordedSend, SendMeta } from './send-and-record';

export interface SendInput {
  connection: Connection;
  req: ConnectionRequest;
  meta: SendMeta;
}

/**
 * The send path (HTTP client, History's writing) is not part of the first page's bytes: it is
 * fetched right after the form first renders, so it is here before the first click.
 */
const loadSendPath = () => import('./send-and-record');

/** Nothing went out: the send path's code could not be fetched. */
const codeUnavailable = (): RecordedSend => ({
  outcome: {
    kind: 'not-sent',
    reason: 'code-unavailable',
    message:
      'Nothing was sent: this part of the console could not be loaded (the console was updated, or the connection to this site dropped). Reload the page and send again.',
    durationMs: 0,
  },
  entryId: undefined,
});

export function useSend() {
  useEffect(() => {
    loadSendPath().catch(() => undefined);
  }, []);
  // The send on its way, so that Cancel can stop waiting for it.
  const inFlight = useRef<AbortController | undefined>(undefined);
  const mutation = useMutation<RecordedSend, Error, SendInput>({
    mutationKey: ['send'],
    mutationFn: async ({ connection, req, meta }) => {
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        const path = await loadSendPath().catch(() => undefined);
        if (!path) return codeUnavailable();
        return await path.sendAndRecordEntry(
          connection,
          { ...req, signal: controller.signal },
          meta,
        );
      } finally {
        if (inFlight.current === controller) inFlight.current = undefined;
      }
    },
    retry: false,
  });
  return {
    sending: mutation.isPending,
    outcome: mutation.data?.outcome,
    /** The History entry of the last send, to link to. */
    entryId: mutation.data?.entryId,
    /** Runs one send; undefined when one is already on its way. */
    send: async (input: SendInput): Promise<Outcome | undefined> =>
      mutation.isPending ? undefined : (await mutation.mutateAsync(input)).outcome,
    /** Stops waiting for the send on its way: its outcome becomes unknown. */
    cancel: () => {
      inFlight.current?.abort();
    },
    clear: mutation.reset,
  };
}
