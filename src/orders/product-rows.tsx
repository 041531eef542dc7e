import { useFieldArray, useWatch } from 'react-hook-form';
import { TextField } from '../ui/field';
import { parseDecimal } from '../ui/parse-decimal';
import { totalMismatch } from './build-order';
import { addMoney, emptyProduct, type ProductRow } from './order-form-values';
import { useErrorAt, useOrderForm } from './order-resolver';

const num = (raw: string) => {
  const p = parseDecimal(raw);
  return p.ok ? (p.value ?? 0) : 0;
};

function Totals({ rows }: { rows: ProductRow[] }) {
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

export function ProductRows() {
  const { control, register } = useOrderForm();
  const errorAt = useErrorAt();
  const { fields, append, remove, insert } = useFieldArray({ control, name: 'products' });
  const rows = useWatch({ control, name: 'products' });

  return (
    <section className="card">
      <h2>Products</h2>
      {errorAt('products') && <p className="field__error">{errorAt('products')}</p>}
      {fields.map((field, i) => {
        const row = rows[i] ?? emptyProduct();
        const at = (f: keyof ProductRow) => `products.${i}.${f}` as const;
        const mismatch = totalMismatch(row);
        const subPlusTax =
          parseDecimal(row.subTotal).ok && row.subTotal.trim() !== ''
            ? addMoney(num(row.subTotal), num(row.tax))
            : undefined;
        return (
          <fieldset key={field.id} className="product-row">
            <legend>Product {i + 1}</legend>
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
                  mismatch ? (
                    <span className="warning">Check: {mismatch}</span>
                  ) : (
                    'Empty: Subtotal + Tax'
                  )
                }
                {...register(at('total'))}
              />
            </div>
            <div className="row-actions">
              <button
                type="button"
                className="button button--small"
                onClick={() => {
                  insert(i + 1, { ...row });
                }}
              >
                Duplicate
              </button>
              <button
                type="button"
                className="button button--small"
                onClick={() => {
                  remove(i);
                }}
                disabled={fields.length === 1}
                title={fields.length === 1 ? 'An order needs at least one product' : undefined}
              >
                Remove
              </button>
            </div>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button"
        onClick={() => {
          append(emptyProduct());
        }}
      >
        Add product
      </button>
      <Totals rows={rows} />
    </section>
  );
}
