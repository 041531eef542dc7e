// How a checked import is sent: the button that starts the job (after a production
// confirmation where needed), and on demand its speed: concurrency and a cap.
import { useState } from 'react';
import { recordOrderRequest } from '../../../api/requests';
import { useKeyPrompt, type Connection } from '../../../connections';
import { jobNotStarted, jobRunner, ProductionConfirm, type NewJobItem } from '../../../outbox/jobs';
import { Disclosure } from '../../../ui/disclosure';
import { TextField } from '../../../ui/field';
import type { SendOrder } from '../../pipeline/order-store';
import { countOf } from '../../../lib/plural';

function jobItems(orders: readonly SendOrder[]): NewJobItem[] {
  return orders.flatMap((o) =>
    o.order
      ? [
          {
            index: o.index,
            label: o.orderId,
            request: recordOrderRequest(o.code, o.order),
            meta: {
              operation: 'order',
              source: 'import',
              orderId: o.orderId,
              referralCode: o.code,
            },
          },
        ]
      : [],
  );
}

async function* jobBatches(
  batches: AsyncIterable<readonly SendOrder[]>,
): AsyncGenerator<NewJobItem[]> {
  for await (const batch of batches) yield jobItems(batch);
}

export function SendOptions({
  count: orderCount,
  orders,
  onStarting,
  connection,
  title,
  onNotStarted,
}: {
  /** How many orders will be sent: valid, not skipped, of a status that is sent. */
  count: number;
  /** Those orders, in batches (they are kept in the parsing worker). */
  orders: () => AsyncIterable<readonly SendOrder[]>;
  /** Called once the key is there, before the job starts. */
  onStarting?: () => Promise<void>;
  connection: Connection;
  title: string;
  /** Says why a send did not start (on the page: the job panel may replace this section). */
  onNotStarted: (message: string | undefined) => void;
}) {
  const [concurrency, setConcurrency] = useState('4');
  const [rps, setRps] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { ensureKey, keyDialog } = useKeyPrompt();
  const concurrencyN = Number(concurrency);
  const rpsN = rps.trim() === '' ? undefined : Number(rps);
  const optionsError =
    !Number.isInteger(concurrencyN) || concurrencyN < 1 || concurrencyN > 16
      ? 'Concurrency is a whole number from 1 to 16.'
      : rpsN !== undefined && (!Number.isFinite(rpsN) || rpsN <= 0)
        ? 'Requests per second must be more than 0, or empty.'
        : undefined;
  const count = countOf(orderCount, 'order', 'orders');

  const start = async () => {
    // A tab without this connection's key asks for it; nothing is sent until it is given.
    if (!(await ensureKey(connection))) return;
    await onStarting?.();
    // Pulled from the import's session a batch at a time: the job stores its first chunk and
    // starts sending while the rest arrives, so half a million orders never sit in the page at once.
    onNotStarted(undefined);
    try {
      await jobRunner.start(
        connection,
        { title, concurrency: concurrencyN, ...(rpsN ? { ratePerSecond: rpsN } : {}) },
        { total: orderCount, batches: jobBatches(orders()) },
      );
    } catch (error) {
      onNotStarted(jobNotStarted(error));
    }
  };

  return (
    <div className="send-options">
      <p className="send-options__go">
        <button
          type="button"
          className="button button--primary"
          disabled={orderCount === 0 || optionsError !== undefined}
          onClick={() => {
            if (connection.production) setConfirming(true);
            else void start();
          }}
        >
          Send {count}
        </button>{' '}
        <span className="muted">to {connection.name}. Every send is kept in History.</span>
      </p>
      <Disclosure
        summary={`Sending speed: ${concurrency} at a time, ${rps.trim() === '' ? 'no limit per second' : `at most ${rps} per second`}${optionsError ? `. ${optionsError}` : ''}`}
        attention={optionsError !== undefined}
      >
        <div className="send-options__speed">
          <TextField
            label="Concurrency"
            inputMode="numeric"
            value={concurrency}
            onChange={(e) => {
              setConcurrency(e.target.value);
            }}
            hint="Orders sent at the same time (1–16)."
          />
          <TextField
            label="Requests per second"
            inputMode="decimal"
            value={rps}
            placeholder="No limit"
            onChange={(e) => {
              setRps(e.target.value);
            }}
            hint="Optional cap."
            error={optionsError}
          />
        </div>
      </Disclosure>
      {keyDialog}
      {confirming && (
        <ProductionConfirm
          connection={connection}
          action={`Record ${count}`}
          onCancel={() => {
            setConfirming(false);
          }}
          onConfirm={() => {
            setConfirming(false);
            void start();
          }}
        />
      )}
    </div>
  );
}
