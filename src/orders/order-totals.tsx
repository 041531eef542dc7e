// The order's sums under its product rows.
import { useDeferredValue } from 'react';
import { useWatch } from 'react-hook-form';
import { addMoney, moneyOrZero as num } from './money-and-coupons';
import { useOrderForm } from './order-resolver';

export function OrderTotals() {
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
