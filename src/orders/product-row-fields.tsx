// One product row: its fields, its hints and its own error messages. Each row watches
// only its own fields, so typing in one row does not re-render the others.
import { memo, useCallback, useSyncExternalStore } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { ComboboxField } from '../ui/combobox-field';
import { withReading } from '../ui/amount-reading';
import { CheckboxField, TextField } from '../ui/field';
import { formatDecimal, parseDecimal } from '../lib/parse-decimal';
import { addMoney, moneyOrZero as num } from './money-and-coupons';
import type { OrderFormValues, ProductRow } from './order-form-values';
import type { BuiltOrder } from './order-resolver';
import {
  rowAfterEdit,
  rowDisagreements,
  taxRateHint,
  unitTimesQuantityHint,
  type RowEdit,
} from './row-money';
import { ROW_FIELDS } from './row-problems';
import { LazyOrderSuggestions } from './suggestions-lazy';

type RowPath = `products.${number}.${keyof ProductRow}`;

/** A row's field as text; right after an insert or remove it can be briefly missing. */
function useRowText(name: RowPath): string {
  // The control's own context is stable (unlike the form's): see RowTools.
  const value: unknown = useWatch<OrderFormValues>({ name });
  return typeof value === 'string' ? value : '';
}

/**
 * What a row needs of the form. Rows take it as a prop, not from the form's context:
 * that context changes whenever the form's state does (a row added, a field dirtied),
 * and every row reading it would re-render: 1,000 rows, over a second (issue 14, item 9).
 * Each of these functions is stable, so the bundle is too.
 */
export type RowTools = Pick<
  UseFormReturn<OrderFormValues, unknown, BuiltOrder>,
  'register' | 'getValues' | 'setValue' | 'subscribe' | 'getFieldState' | 'trigger'
>;

/** This row's error messages; the row re-renders only when one of them changes. */
function useRowErrors(tools: RowTools, index: number) {
  const { subscribe, getFieldState } = tools;
  const listen = useCallback(
    (changed: () => void) => subscribe({ formState: { errors: true }, callback: changed }),
    [subscribe],
  );
  // A string, so that an unchanged set of messages is equal and re-renders nothing.
  const joined = useSyncExternalStore(listen, () =>
    ROW_FIELDS.map((f) => getFieldState(`products.${index}.${f}`).error?.message ?? '').join(
      '\u0000',
    ),
  );
  const messages = joined.split('\u0000');
  return (field: (typeof ROW_FIELDS)[number]) => messages[ROW_FIELDS.indexOf(field)] || undefined;
}

interface RowProps {
  tools: RowTools;
  index: number;
  canRemove: boolean;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
}

export const ProductRowFields = memo(function ProductRowFields({
  tools,
  index,
  canRemove,
  onDuplicate,
  onRemove,
}: RowProps) {
  const { register, getValues, setValue, trigger } = tools;
  const errorOf = useRowErrors(tools, index);
  const at = <F extends keyof ProductRow>(f: F) => `products.${index}.${f}` as const;
  const errorAt = (path: `products.${number}.${(typeof ROW_FIELDS)[number]}`) =>
    errorOf(path.slice(path.lastIndexOf('.') + 1) as (typeof ROW_FIELDS)[number]);
  // One watch per field: each returns a string, so a change elsewhere (another row
  // typed in, a row added or removed) leaves this row's state equal and it does not
  // re-render. An array of names would return a new array every time.
  const subTotal = useRowText(at('subTotal'));
  const tax = useRowText(at('tax'));
  const total = useRowText(at('total'));
  const unitPrice = useRowText(at('unitPrice'));
  const quantity = useRowText(at('quantity'));
  const taxRate = useRowText(at('taxRate'));
  const taxFor = useRowText(at('taxFor'));
  const keepTax = useRowText(at('keepTax'));
  const keepTotal = useRowText(at('keepTotal'));
  // While a unit price is given, Subtotal is Unit price × Quantity, and a tax rate from
  // autocomplete moves Tax with Subtotal: kept in the form (so drafts, the preview and
  // the rules all see it); Subtotal is then read-only.
  const byUnitPrice = unitPrice.trim() !== '';
  const after = (edited: RowEdit) => () => {
    const changes = rowAfterEdit(getValues(`products.${index}`), edited);
    for (const [field, value] of Object.entries(changes))
      setValue(at(field as keyof ProductRow), value, { shouldDirty: true });
  };
  // A typed Tax or Total that disagrees with the rest: said beside it, and kept only
  // by ticking its "Keep" (until then the send stops: build-order.ts).
  const disagreements = rowDisagreements({
    id: '',
    name: '',
    quantity,
    subTotal,
    tax,
    total,
    taxRate,
    taxFor,
  });
  const disagreement = (field: 'tax' | 'total') => disagreements.find((d) => d.field === field);
  // Once the send stopped on it, its error says it (with what to do): not twice.
  const taxCheck = errorOf('tax') ? undefined : disagreement('tax');
  const totalCheck = errorOf('total') ? undefined : disagreement('total');
  const kept = { tax: keepTax, total: keepTotal };
  // A reading chosen beside a field ("2,125": 2125 or 2.125) is written back as typed.
  const choose = (field: RowEdit) => (text: string) => {
    setValue(at(field), text, { shouldDirty: true, shouldValidate: true });
    after(field)();
  };
  const subPlusTax =
    parseDecimal(subTotal).ok && subTotal.trim() !== ''
      ? addMoney(num(subTotal), num(tax))
      : undefined;
  return (
    <fieldset className="product-row">
      <legend>Product {index + 1}</legend>
      <div className="grid grid--products">
        <ComboboxField
          label="ID"
          error={errorAt(at('id'))}
          {...register(at('id'))}
          popup={(p) => (
            <LazyOrderSuggestions {...p} form={tools} for={{ kind: 'product-id', index }} />
          )}
        />
        <ComboboxField
          label="Name"
          error={errorAt(at('name'))}
          {...register(at('name'))}
          popup={(p) => (
            <LazyOrderSuggestions {...p} form={tools} for={{ kind: 'product-name', index }} />
          )}
        />
        <TextField
          label="Quantity"
          inputMode="decimal"
          error={errorAt(at('quantity'))}
          hint={withReading(quantity, choose('quantity'))}
          {...register(at('quantity'), { onChange: after('quantity') })}
        />
        <TextField
          label="Unit price"
          inputMode="decimal"
          error={errorAt(at('unitPrice'))}
          hint={withReading(unitPrice, choose('unitPrice'), 'Optional: sets Subtotal')}
          {...register(at('unitPrice'), { onChange: after('unitPrice') })}
        />
        <TextField
          label="Subtotal"
          inputMode="decimal"
          readOnly={byUnitPrice}
          error={errorAt(at('subTotal'))}
          hint={withReading(
            subTotal,
            choose('subTotal'),
            byUnitPrice ? unitTimesQuantityHint(unitPrice, quantity) : undefined,
          )}
          {...register(at('subTotal'), { onChange: after('subTotal') })}
        />
        <TextField
          label="Tax"
          inputMode="decimal"
          error={errorAt(at('tax'))}
          hint={withReading(
            tax,
            choose('tax'),
            taxCheck ? (
              <span className="warning">Check: {taxCheck.check}</span>
            ) : taxRate.trim() === '' ? undefined : (
              taxRateHint(taxRate)
            ),
          )}
          {...register(at('tax'), { onChange: after('tax') })}
        />
        <TextField
          label="Total"
          inputMode="decimal"
          placeholder={subPlusTax === undefined ? 'Subtotal + Tax' : formatDecimal(subPlusTax)}
          error={errorAt(at('total'))}
          hint={withReading(
            total,
            choose('total'),
            totalCheck ? (
              <span className="warning">Check: {totalCheck.check}</span>
            ) : (
              'Empty: Subtotal + Tax'
            ),
          )}
          {...register(at('total'), { onChange: after('total') })}
        />
      </div>
      {disagreements.map((d) => (
        <CheckboxField
          key={d.field}
          label={d.keep}
          className="keep-figure"
          checked={kept[d.field] === 'yes'}
          onChange={(e) => {
            const keep = d.field === 'tax' ? at('keepTax') : at('keepTotal');
            setValue(keep, e.target.checked ? 'yes' : '', { shouldDirty: true });
            // The figure's error (after a refused send) goes once it is kept.
            if (tools.getFieldState(at(d.field)).error) void trigger(at(d.field));
          }}
        />
      ))}
      <div className="row-actions">
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            onDuplicate(index);
          }}
        >
          Duplicate
        </button>
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            onRemove(index);
          }}
          disabled={!canRemove}
          title={canRemove ? undefined : 'An order needs at least one product'}
        >
          Remove
        </button>
      </div>
    </fieldset>
  );
});
