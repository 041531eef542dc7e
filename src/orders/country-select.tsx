import { useSyncExternalStore } from 'react';
import { useWatch } from 'react-hook-form';
import { SelectField } from '../ui/field';
import { createListeners } from '../lib/listeners';
import { whenIdle } from '../lib/when-idle';
import { countryOptions } from './countries';
import { useErrorAt, useOrderForm } from './order-resolver';

type Country = { code: string; name: string };

// The names come from Intl.DisplayNames, whose data takes about 20 ms to load: they are
// built once the page is idle, not while the order form's first paint waits.
let ready: Country[] | undefined;
const listeners = createListeners();
function subscribe(listener: () => void) {
  const stop = listeners.subscribe(listener);
  if (listeners.size() === 1 && !ready)
    whenIdle(() => {
      ready = countryOptions();
      listeners.emit();
    });
  return stop;
}
const useCountries = () => useSyncExternalStore(subscribe, () => ready);

export function CountrySelect() {
  const { register, control } = useOrderForm();
  const errorAt = useErrorAt();
  const countries = useCountries();
  // Until the names are built, the chosen country (a restored draft) keeps an option of
  // its own, keyed like its named one, so the select never drops the value.
  const chosen = useWatch({ control, name: 'customer.country' });
  const options = countries ?? (chosen ? [{ code: chosen, name: chosen }] : []);
  return (
    <SelectField
      label="Country"
      error={errorAt('customer.country')}
      hint="Type a name to jump to it"
      {...register('customer.country')}
    >
      <option value="">Not set</option>
      {options.map((c) => (
        <option key={c.code} value={c.code}>
          {countries ? `${c.name} (${c.code})` : c.code}
        </option>
      ))}
    </SelectField>
  );
}
