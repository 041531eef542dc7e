// One send at a time per form, through TanStack Query's useMutation. Nothing is
// ever resent on its own (retry: false), and the Outcome union is the result,
// not an error: an unknown outcome is an answer to show, not an exception.
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Outcome } from '../api/client';
import type { Connection, ConnectionRequest } from '../connections';
import type { RecordedSend, SendMeta } from './send-and-record';

export interface SendInput {
  connection: Connection;
  req: ConnectionRequest;
  meta: SendMeta;
}

export function useSend() {
  // The send on its way, so that Cancel can stop waiting for it.
  const inFlight = useRef<AbortController | undefined>(undefined);
  const mutation = useMutation<RecordedSend, Error, SendInput>({
    mutationKey: ['send'],
    mutationFn: async ({ connection, req, meta }) => {
      const controller = new AbortController();
      inFlight.current = controller;
      try {
        // The client and History's writing load on the first send, not with the first page.
        const { sendAndRecordEntry } = await import('./send-and-record');
        return await sendAndRecordEntry(connection, { ...req, signal: controller.signal }, meta);
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
