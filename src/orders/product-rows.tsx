// Product rows. Each row watches only its own money fields, and the totals
// watch all rows, so typing in one row does not re-render the other 199.
import {
  Suspense,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  type Ref,
} from 'react';
import { useFieldArray, type FieldErrors } from 'react-hook-form';
import { useFocusAfterRemove } from '../ui/focus-after-remove';
import { KeyHint } from '../ui/shortcuts';
import { emptyProduct, type OrderFormValues } from './order-form-values';
import { OrderTotals } from './order-totals';
import { ProductRowFields } from './product-row-fields';
import { useErrorAt, useOrderForm } from './order-resolver';
import { firstRowProblem, type RowField } from './row-problems';
import {
  LazyVirtualProductList,
  loadVirtualRows,
  PRELOAD_FROM,
  VIRTUAL_FROM,
  type RowRevealer,
} from './virtual-rows-lazy';

/** What the order page asks of the rows: bring the first row with a problem into view. */
export interface ProductRowsHandle {
  revealFirstProblem: (errors: FieldErrors<OrderFormValues>) => void;
  /** Adds an empty row and focuses its ID (Add product, Alt+N). */
  addRow: () => void;
}

export function ProductRows({ handle }: { handle?: Ref<ProductRowsHandle> }) {
  const { control, getValues, setFocus, register, setValue, subscribe, getFieldState, trigger } =
    useOrderForm();
  const tools = useMemo(
    () => ({ register, getValues, setValue, subscribe, getFieldState, trigger }),
    [register, getValues, setValue, subscribe, getFieldState, trigger],
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
      <OrderTotals />
    </section>
  );
}
