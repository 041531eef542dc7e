import { useFormContext, useWatch } from 'react-hook-form';
import type { CommissionUpdate } from '../api/contract';
import { errorMessageAt } from '../lib/builder-resolver';
import { formatDecimal } from '../lib/parse-decimal';
import { ComboboxField } from '../ui/combobox-field';
import { withReading } from '../ui/amount-reading';
import { RadioGroupField, SelectField, TextField } from '../ui/field';
import { AffiliateIdSuggestions } from './affiliate-suggestions';
import { OTHER_TYPE, type CommissionFormValues } from './commission-form-values';
import { unitSymbol, useCommissionTypes } from './commission-types';
import type { Setting } from './last-set-fill';

interface Props {
  demoIds: string[];
  connectionId: string;
  /** The Affiliate ID changed as the person typed. */
  onAffiliateId: (id: string) => void;
  /** The person chose a setting themselves. */
  onChosen: (setting: Setting) => void;
}

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

export function CommissionFields({ demoIds, connectionId, onAffiliateId, onChosen }: Props) {
  const { register, control, formState, setValue, getFieldState, trigger } = useFormContext<
    CommissionFormValues,
    unknown,
    CommissionUpdate
  >();
  const errorAt = (path: string) => errorMessageAt(formState.errors, path);
  const affiliateId = register('affiliateId', {
    onChange: (e: { target: { value: string } }) => {
      onAffiliateId(e.target.value);
    },
  });
  const types = useCommissionTypes(connectionId);
  const typeChoice = useWatch({ control, name: 'typeChoice' });
  const otherType = useWatch({ control, name: 'otherType' });
  const amount = useWatch({ control, name: 'amount' });
  const chosen = typeChoice === OTHER_TYPE ? Number(otherType.trim() || NaN) : Number(typeChoice);
  const unit = typeChoice === '' ? undefined : types.find((t) => t.value === chosen)?.unit;
  const symbol = unitSymbol(unit);
  const choiceKnown =
    typeChoice === '' ||
    typeChoice === OTHER_TYPE ||
    types.some((t) => String(t.value) === typeChoice);

  return (
    <div className="grid grid--two">
      <ComboboxField
        label="Affiliate ID"
        spellCheck={false}
        error={errorAt('affiliateId')}
        hint={
          demoIds.length > 0
            ? `Demo ids: ${demoIds.join(', ')}. Or type an affiliate's name from Affiliates.`
            : "The affiliate's ID, or their name from Affiliates."
        }
        {...affiliateId}
        popup={(p) => (
          <AffiliateIdSuggestions
            {...p}
            demoIds={demoIds}
            onChoose={(id) => {
              setValue('affiliateId', id, {
                shouldDirty: true,
                shouldValidate: getFieldState('affiliateId').invalid,
              });
              onAffiliateId(id);
            }}
          />
        )}
      />
      <SelectField
        label="Commission type"
        required
        error={errorAt('typeChoice')}
        hint="Labels are this connection's conventions (Settings); the service only sees the number."
        {...register('typeChoice', {
          onChange: () => {
            onChosen('type');
          },
        })}
      >
        <option value="">Choose a type…</option>
        {types.map((t) => (
          <option key={t.value} value={String(t.value)}>
            {t.value} · {t.label}
          </option>
        ))}
        {!choiceKnown && <option value={typeChoice}>{typeChoice}</option>}
        <option value={OTHER_TYPE}>Other…</option>
      </SelectField>
      {typeChoice === OTHER_TYPE && (
        <TextField
          label="Type number"
          inputMode="numeric"
          autoComplete="off"
          error={errorAt('otherType')}
          hint="Any whole number the service accepts."
          {...register('otherType')}
        />
      )}
      <TextField
        label={symbol ? `Amount (${symbol})` : 'Amount'}
        inputMode="decimal"
        autoComplete="off"
        error={errorAt('amount')}
        hint={withReading(
          amount,
          (text) => {
            setValue('amount', text, { shouldDirty: true });
            void trigger('amount');
            onChosen('amount');
          },
          typeChoice === ''
            ? 'Its unit depends on the type.'
            : unit === 'percent'
              ? `A percentage, e.g. ${formatDecimal(12.5)} for ${formatDecimal(12.5)} % (this type's unit is % in Settings); over 100 is asked before sending.`
              : unit === 'currency'
                ? 'A fixed amount in the programme currency.'
                : 'No unit: this connection has no label for this type (Settings).',
        )}
        {...register('amount', {
          onChange: () => {
            onChosen('amount');
          },
        })}
      />
      <RadioGroupField
        label="Apply individually"
        options={YES_NO}
        error={errorAt('applyIndividual')}
        hint="The service defines exactly what applying individually means."
        input={register('applyIndividual', {
          onChange: () => {
            onChosen('applyIndividual');
          },
        })}
      />
    </div>
  );
}
