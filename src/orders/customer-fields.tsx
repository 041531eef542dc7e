import { ComboboxField } from '../ui/combobox-field';
import { TextField } from '../ui/field';
import { CountrySelect } from './country-select';
import { useErrorAt, useOrderForm } from './order-resolver';
import { LazyOrderSuggestions } from './suggestions-lazy';

export function CustomerFields() {
  const form = useOrderForm();
  const { register } = form;
  const errorAt = useErrorAt();
  return (
    <fieldset className="card">
      <legend>Customer</legend>
      <p className="muted">Optional. Leave it empty to send no customer.</p>
      {errorAt('customer') && <p className="field__error">{errorAt('customer')}</p>}
      <div className="grid">
        <TextField
          label="Name"
          autoComplete="off"
          error={errorAt('customer.name')}
          {...register('customer.name')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="off"
          error={errorAt('customer.phone')}
          {...register('customer.phone')}
        />
        <ComboboxField
          label="Email"
          type="email"
          error={errorAt('customer.email')}
          {...register('customer.email')}
          popup={(p) => <LazyOrderSuggestions {...p} form={form} for={{ kind: 'customer' }} />}
        />
        <TextField
          label="IP address"
          autoComplete="off"
          spellCheck={false}
          error={errorAt('customer.ip')}
          hint="IPv4 or IPv6"
          {...register('customer.ip')}
        />
        <CountrySelect />
      </div>
    </fieldset>
  );
}
