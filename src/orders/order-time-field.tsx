import { useWatch } from 'react-hook-form';
import { TextField } from '../ui/field';
import { useErrorAt, useOrderForm } from './order-resolver';
import { toLocalInput } from './local-time';

const pad = (n: number) => String(n).padStart(2, '0');

function offsetLabel(d: Date): string {
  const minutes = -d.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  return `UTC${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

export function OrderTimeField() {
  const { register, control, setValue } = useOrderForm();
  const errorAt = useErrorAt();
  const value = useWatch({ control, name: 'orderTime' });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const ms = value ? new Date(value).getTime() : NaN;
  const hint = Number.isFinite(ms)
    ? `${zone} (${offsetLabel(new Date(ms))}) · sent as ${ms} (epoch ms, ${new Date(ms).toISOString()})`
    : `Your time zone: ${zone}. Empty: no time is sent.`;
  return (
    <div className="with-button">
      <TextField
        label="Order time"
        type="datetime-local"
        step={1}
        error={errorAt('orderTime')}
        hint={hint}
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
  );
}
