// One send at a time per form: the state a page needs to disable its submit
// button, show progress, and show the outcome. Every send lands in History.
import { useCallback, useRef, useState } from 'react';
import type { Outcome } from '../api/client';
import type { Connection } from '../connections/connection';
import type { ConnectionRequest } from '../connections/send';
import { sendAndRecord, type SendMeta } from './record-send';

export function useRecordedSend() {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const inFlight = useRef(false);

  const send = useCallback(
    async (
      connection: Connection,
      req: ConnectionRequest,
      meta: SendMeta,
    ): Promise<Outcome | undefined> => {
      if (inFlight.current) return undefined; // a second click while the first is on its way
      inFlight.current = true;
      setSending(true);
      setOutcome(undefined);
      try {
        const result = await sendAndRecord(connection, req, meta);
        setOutcome(result);
        return result;
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [],
  );

  const clear = useCallback(() => {
    setOutcome(undefined);
  }, []);
  return { sending, outcome, send, clear };
}
