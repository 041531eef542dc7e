import { lazy, Suspense, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { TextField } from '../ui/field';
import { useErrorAt, useOrderForm } from './order-resolver';
import { chosenInstant, toLocalInput } from './local-time';

const TypedTimeField = lazy(() => import('./typed-time-field'));

const pad = (n: number) => String(n).padStart(2, '0');

function offsetLabel(d: Date): string {
  const minutes = -d.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  return `UTC${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

const localText = (d: Date) =>
  d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** The instant the form will send, in this device's zone and in UTC. */
function instantHint(value: string, zone: string, chosen: string | undefined) {
  // A typed time's instant, while the picker still shows its local time (an hour that happens twice).
  const ms = chosenInstant(value ? new Date(value).getTime() : NaN, chosen);
  if (!Number.isFinite(ms)) return `Your time zone: ${zone}. Empty: no time is sent.`;
  const d = new Date(ms);
  return `${localText(d)} ${zone} (${offsetLabel(d)}) · ${d.toISOString().replace('.000Z', 'Z')} UTC · sent as ${String(ms)} (epoch ms)`;
}

/** Read once, not on every render of the field: building a DateTimeFormat is not free. */
let deviceZone: string | undefined;
const zoneOfDevice = () => (deviceZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

export function OrderTimeField() {
  const { register, control, setValue } = useOrderForm();
  const errorAt = useErrorAt();
  const value = useWatch({ control, name: 'orderTime' });
  const chosen = useWatch({ control, name: 'orderTimeInstant' });
  const zone = zoneOfDevice();
  const hintId = useId();
  return (
    <div className="order-time">
      <div className="with-button">
        <TextField
          label="Order time"
          type="datetime-local"
          step={1}
          error={errorAt('orderTime')}
          aria-describedby={hintId}
          {...register('orderTime')}
        />
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            setValue('orderTime', toLocalInput(new Date()), { shouldDirty: true });
          }}
        >
          Now
        </button>
      </div>
      <Suspense fallback={null}>
        <TypedTimeField
          onTime={(date) => {
            // The instant too: in an hour that happens twice the local time names only the first.
            setValue('orderTimeInstant', String(date.getTime()));
            setValue('orderTime', toLocalInput(date), { shouldDirty: true, shouldValidate: true });
          }}
        />
      </Suspense>
      <p id={hintId} className="field__hint" aria-live="polite">
        {instantHint(value, zone, chosen)}
      </p>
    </div>
  );
}
