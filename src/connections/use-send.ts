// One send at a time per form: the state a page needs to disable its submit
// button, show progress, and show the outcome.
import { useCallback, useRef, useState } from 'react';
import type { Outcome } from '../api/client';
import type { Connection } from './connection';
import { sendOverConnection, type ConnectionRequest } from './send';

export function useSend() {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const inFlight = useRef(false);

  const send = useCallback(
    async (connection: Connection, req: ConnectionRequest): Promise<Outcome | undefined> => {
      if (inFlight.current) return undefined; // a second click while the first is on its way
      inFlight.current = true;
      setSending(true);
      setOutcome(undefined);
      try {
        const result = await sendOverConnection(connection, req);
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
