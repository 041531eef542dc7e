import { useWatch } from 'react-hook-form';
import { withReading } from '../ui/amount-reading';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../ui/field';
import { OrderTimeField } from './order-time-field';
import { useErrorAt, useOrderForm } from './order-resolver';

function TriStateOptions() {
  return (
    <>
      <option value="unset">Not set</option>
      <option value="yes">Yes</option>
      <option value="no">No</option>
    </>
  );
}

export function OrderDetails() {
  const { register, control, setValue } = useOrderForm();
  const errorAt = useErrorAt();
  const commission = useWatch({ control, name: 'commission' });
  return (
    <section className="card">
      <h2>Details</h2>
      <div className="grid">
        <CheckboxField
          label="Paid"
          hint="Already included in an affiliate payout."
          {...register('paid')}
        />
        <SelectField
          label="Royalty order"
          error={errorAt('isRoyalty')}
          hint="Not set sends nothing."
          {...register('isRoyalty')}
        >
          <TriStateOptions />
        </SelectField>
        <SelectField
          label="Custom order"
          error={errorAt('custom')}
          hint="Not set sends nothing."
          {...register('custom')}
        >
          <TriStateOptions />
        </SelectField>
        <TextField
          label="Commission"
          inputMode="decimal"
          error={errorAt('commission')}
          hint={withReading(
            commission,
            (text) => {
              setValue('commission', text, { shouldDirty: true, shouldValidate: true });
            },
            'Optional. Empty lets the service compute it.',
          )}
          {...register('commission')}
        />
        <OrderTimeField />
      </div>
      <TextAreaField label="Notes" rows={3} error={errorAt('notes')} {...register('notes')} />
    </section>
  );
}
