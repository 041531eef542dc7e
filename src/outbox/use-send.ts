// One send at a time per form, through TanStack Query's useMutation. Nothing is
// ever resent on its own (retry: false), and the Outcome union is the result,
// not an error: an unknown outcome is an answer to show, not an exception.
import { useMutation } from '@tanstack/react-query';
import type { Outcome } from '../api/client';
import type { Connection, ConnectionRequest } from '../connections';
import { sendAndRecord, type SendMeta } from './send-and-record';

export interface SendInput {
  connection: Connection;
  req: ConnectionRequest;
  meta: SendMeta;
}

export function useSend() {
  const mutation = useMutation<Outcome, Error, SendInput>({
    mutationKey: ['send'],
    mutationFn: ({ connection, req, meta }) => sendAndRecord(connection, req, meta),
    retry: false,
  });
  return {
    sending: mutation.isPending,
    outcome: mutation.data,
    /** Runs one send; undefined when one is already on its way. */
    send: async (input: SendInput): Promise<Outcome | undefined> =>
      mutation.isPending ? undefined : mutation.mutateAsync(input),
    clear: mutation.reset,
  };
}
