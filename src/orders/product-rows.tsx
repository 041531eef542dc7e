// Product rows. Each row watches only its own money fields, and the totals
// watch all rows, so typing in one row does not re-render the other 199.
import {
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useSyncExternalStore,
  type Ref,
} from 'react';
import { useFieldArray, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { ComboboxField } from '../ui/combobox-field';
import { TextField } from '../ui/field';
import { useFocusAfterRemove } from '../ui/focus-after-remove';
import { parseDecimal } from '../ui/parse-decimal';
import { KeyHint } from '../ui/shortcuts';
import { emptyProduct, type ProductRow } from './order-form-values';
import { addMoney, totalMismatch } from './money-and-coupons';
import { unitTimesQuantity } from './unit-price';
import { useErrorAt, useOrderForm, type BuiltOrder } from './order-resolver';
import type { OrderFormValues } from './order-form-values';
import { firstRowProblem, ROW_FIELDS, type RowField } from './row-problems';
import { LazyOrderSuggestions } from './suggestions-lazy';
import {
  LazyVirtualProductList,
  loadVirtualRows,
  PRELOAD_FROM,
  VIRTUAL_FROM,
  type RowRevealer,
} from './virtual-rows-lazy';

const num = (raw: string | undefined) => {
  const p = parseDecimal(raw ?? '');
  return p.ok ? (p.value ?? 0) : 0;
};

function Totals() {
  const { control } = useOrderForm();
  // Sums of every row, at low priority: a keystroke in one of 1,000 rows paints first.
  const rows = useDeferredValue(useWatch({ control, name: 'products' }));
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

/** "= 19.99 × 3" once both read as numbers; until then what Subtotal will be. */
function unitTimesQuantityHint(unitPrice: string, quantity: string) {
  const unit = parseDecimal(unitPrice);
  const qty = parseDecimal(quantity);
  return unit.ok && qty.ok && unit.value !== undefined && qty.value !== undefined
    ? `= ${unitPrice.trim()} × ${quantity.trim()}`
    : 'Unit price × Quantity';
}

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
type RowTools = Pick<
  UseFormReturn<OrderFormValues, unknown, BuiltOrder>,
  'register' | 'getValues' | 'setValue' | 'subscribe' | 'getFieldState'
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

const ProductRowFields = memo(function ProductRowFields({
  tools,
  index,
  canRemove,
  onDuplicate,
  onRemove,
}: RowProps) {
  const { register, getValues, setValue } = tools;
  const errorOf = useRowErrors(tools, index);
  const at = (f: keyof ProductRow) => `products.${index}.${f}` as const;
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
  // While a unit price is given, Subtotal is Unit price × Quantity: kept in the form
  // (so drafts, the preview and the rules all see it) and read-only.
  const byUnitPrice = unitPrice.trim() !== '';
  const recompute = () => {
    const unit = parseDecimal(getValues(at('unitPrice')) ?? '');
    const qty = parseDecimal(getValues(at('quantity')) ?? '');
    if (!unit.ok || unit.value === undefined || !qty.ok || qty.value === undefined) return;
    if (unit.value < 0 || qty.value <= 0) return;
    setValue(at('subTotal'), String(unitTimesQuantity(unit.value, qty.value)), {
      shouldDirty: true,
    });
  };
  const mismatch = totalMismatch({ ...emptyProduct(), subTotal, tax, total });
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
          {...register(at('quantity'), { onChange: recompute })}
        />
        <TextField
          label="Unit price"
          inputMode="decimal"
          error={errorAt(at('unitPrice'))}
          hint="Optional: sets Subtotal"
          {...register(at('unitPrice'), { onChange: recompute })}
        />
        <TextField
          label="Subtotal"
          inputMode="decimal"
          readOnly={byUnitPrice}
          error={errorAt(at('subTotal'))}
          hint={byUnitPrice ? unitTimesQuantityHint(unitPrice, quantity) : undefined}
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

/** What the order page asks of the rows: bring the first row with a problem into view. */
export interface ProductRowsHandle {
  revealFirstProblem: (errors: FieldErrors<OrderFormValues>) => void;
  /** Adds an empty row and focuses its ID (Add product, Alt+N). */
  addRow: () => void;
}

export function ProductRows({ handle }: { handle?: Ref<ProductRowsHandle> }) {
  const { control, getValues, setFocus, register, setValue, subscribe, getFieldState } =
    useOrderForm();
  const tools = useMemo(
    () => ({ register, getValues, setValue, subscribe, getFieldState }),
    [register, getValues, setValue, subscribe, getFieldState],
  );
  const errorAt = useErrorAt();
  const { fields, append, remove, insert } = useFieldArray({ control, name: 'products' });
  const virtual = fields.length >= VIRTUAL_FROM;
  const revealer = useRef<RowRevealer>(null);
  useEffect(() => {
    if (fields.length >= PRELOAD_FROM) void loadVirtualRows();
  }, [fields.length]);
  // Stable, like onRemove: a new function each render would re-render all 1,000 memoised rows.
  const onDuplicate = useCallback(
    (i: number) => {
      insert(i + 1, { ...getValues(`products.${i}`) });
    },
    [insert, getValues],
  );
  /** Focuses a row's field, scrolling a virtual row into the page first. */
  const focusField = useCallback(
    (i: number, field: RowField = 'id') => {
      const focus = (index: number) => {
        setFocus(`products.${index}.${field}`);
      };
      if (revealer.current) revealer.current.reveal(i, focus);
      else focus(i);
    },
    [setFocus],
  );
  const focusRow = useCallback(
    (i: number) => {
      focusField(i);
    },
    [focusField],
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
  // The new row is focused once rendered: in a virtual list it is scrolled in first.
  const addRow = useCallback(() => {
    const index = fields.length;
    append(emptyProduct(), { shouldFocus: false });
    requestAnimationFrame(() => {
      focusField(index);
    });
  }, [fields.length, append, focusField]);
  useImperativeHandle(handle, () => ({
    addRow,
    revealFirstProblem: (errors) => {
      // Every row is in the page below VIRTUAL_FROM, and react-hook-form focuses the field;
      // in a virtual list the row may not be, and the fields above the rows come first.
      if (!virtual || errors.referralCode || errors.orderId) return;
      const problem = firstRowProblem(errors);
      // After react-hook-form's own focus (a tick later), which may go to a field below.
      if (problem)
        requestAnimationFrame(() => {
          focusField(problem.index, problem.field);
        });
    },
  }));
  const renderRow = (i: number) => {
    const field = fields[i];
    return (
      field && (
        <ProductRowFields
          key={field.id}
          tools={tools}
          index={i}
          canRemove={fields.length > 1}
          onDuplicate={onDuplicate}
          onRemove={onRemove}
        />
      )
    );
  };
  return (
    <section className="card">
      <h2>Products</h2>
      {errorAt('products') && <p className="field__error">{errorAt('products')}</p>}
      {virtual ? (
        <Suspense
          fallback={<p className="muted">Loading {fields.length.toLocaleString()} product rows…</p>}
        >
          <LazyVirtualProductList
            keys={fields.map((f) => f.id)}
            renderRow={renderRow}
            revealer={revealer}
            onGo={focusField}
          />
        </Suspense>
      ) : (
        fields.map((_, i) => renderRow(i))
      )}
      <div className="with-key-hint">
        <button
          ref={addButton}
          type="button"
          className="button"
          aria-keyshortcuts="Alt+N"
          onClick={addRow}
        >
          Add product
        </button>
        <KeyHint keys="Alt+N" />
      </div>
      <Totals />
    </section>
  );
}
