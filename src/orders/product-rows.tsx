// Product rows. Each row watches only its own money fields, and the totals
// watch all rows, so typing in one row does not re-render the other 199.
import { memo, useCallback } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { TextField } from '../ui/field';
import { useFocusAfterRemove } from '../ui/focus-after-remove';
import { parseDecimal } from '../ui/parse-decimal';
import { emptyProduct, type ProductRow } from './order-form-values';
import { addMoney, totalMismatch } from './money-and-coupons';
import { useErrorAt, useOrderForm } from './order-resolver';

const num = (raw: string | undefined) => {
  const p = parseDecimal(raw ?? '');
  return p.ok ? (p.value ?? 0) : 0;
};

function Totals() {
  const { control } = useOrderForm();
  const rows = useWatch({ control, name: 'products' });
  const sub = addMoney(...rows.map((r) => num(r.subTotal)));
  const tax = addMoney(...rows.map((r) => num(r.tax)));
  const total = addMoney(
    ...rows.map((r) =>
      r.total.trim() === '' ? addMoney(num(r.subTotal), num(r.tax)) : num(r.total),
    ),
  );
  return (
    <p className="totals">
      Order totals: subtotal <strong>{sub}</strong> · tax <strong>{tax}</strong> · total{' '}
      <strong>{total}</strong>
    </p>
  );
}

interface RowProps {
  index: number;
  canRemove: boolean;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
}

const ProductRowFields = memo(function ProductRowFields({
  index,
  canRemove,
  onDuplicate,
  onRemove,
}: RowProps) {
  const { control, register } = useOrderForm();
  const errorAt = useErrorAt();
  const at = (f: keyof ProductRow) => `products.${index}.${f}` as const;
  // Right after an insert or remove a watched row can be briefly missing.
  const watched: unknown[] = useWatch({ control, name: [at('subTotal'), at('tax'), at('total')] });
  const [subTotal, tax, total] = watched.map((v) => (typeof v === 'string' ? v : ''));
  const mismatch = totalMismatch({
    ...emptyProduct(),
    subTotal: subTotal ?? '',
    tax: tax ?? '',
    total: total ?? '',
  });
  const subPlusTax =
    subTotal !== undefined && parseDecimal(subTotal).ok && subTotal.trim() !== ''
      ? addMoney(num(subTotal), num(tax))
      : undefined;
  return (
    <fieldset className="product-row">
      <legend>Product {index + 1}</legend>
      <div className="grid grid--products">
        <TextField
          label="ID"
          error={errorAt(at('id'))}
          autoComplete="off"
          {...register(at('id'))}
        />
        <TextField
          label="Name"
          error={errorAt(at('name'))}
          autoComplete="off"
          {...register(at('name'))}
        />
        <TextField
          label="Quantity"
          inputMode="decimal"
          error={errorAt(at('quantity'))}
          {...register(at('quantity'))}
        />
        <TextField
          label="Subtotal"
          inputMode="decimal"
          error={errorAt(at('subTotal'))}
          {...register(at('subTotal'))}
        />
        <TextField
          label="Tax"
          inputMode="decimal"
          error={errorAt(at('tax'))}
          {...register(at('tax'))}
        />
        <TextField
          label="Total"
          inputMode="decimal"
          placeholder={subPlusTax === undefined ? 'Subtotal + Tax' : String(subPlusTax)}
          error={errorAt(at('total'))}
          hint={
            mismatch ? <span className="warning">Check: {mismatch}</span> : 'Empty: Subtotal + Tax'
          }
          {...register(at('total'))}
        />
      </div>
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

export function ProductRows() {
  const { control, getValues, setFocus } = useOrderForm();
  const errorAt = useErrorAt();
  const { fields, append, remove, insert } = useFieldArray({ control, name: 'products' });
  const onDuplicate = (i: number) => {
    insert(i + 1, { ...getValues(`products.${i}`) });
  };
  const focusRow = useCallback(
    (i: number) => {
      setFocus(`products.${i}.id`);
    },
    [setFocus],
  );
  const { addButton, willRemove } = useFocusAfterRemove(fields.length, focusRow);
  // Stable while typing, so that the memoised rows do not re-render.
  const onRemove = useCallback(
    (i: number) => {
      willRemove(i);
      remove(i);
    },
    [willRemove, remove],
  );
  return (
    <section className="card">
      <h2>Products</h2>
      {errorAt('products') && <p className="field__error">{errorAt('products')}</p>}
      {fields.map((field, i) => (
        <ProductRowFields
          key={field.id}
          index={i}
          canRemove={fields.length > 1}
          onDuplicate={onDuplicate}
          onRemove={onRemove}
        />
      ))}
      <button
        ref={addButton}
        type="button"
        className="button"
        onClick={() => {
          append(emptyProduct());
        }}
      >
        Add product
      </button>
      <Totals />
    </section>
  );
}
