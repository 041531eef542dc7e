// The rest of one order's draft (customer, coupons, flags, commission, notes), read
// when the order is finished rather than with the rest of ./read-order: then these
// objects live for one order, not for every order of the file at once. Its problems
// follow those of ./read-order, as if read in one go.
import type { OrderDraft, ProductDraft } from '../../../orders';
import { readYesNo } from './order-findings';
import type { CellReader } from './read-cells';
import { firstCell, type OrderRead } from './read-order';
import { parseYesNo, readNumber } from './values';

/** A draft's products until finish gives them: frozen, so nothing can add to it. */
const NO_PRODUCTS_YET = Object.freeze([]) as unknown as ProductDraft[];

export function readOrderDraft(
  r: OrderRead,
  cell: CellReader,
): {
  /** Everything but the products (NO_PRODUCTS_YET), which finish gives. */
  draft: OrderDraft;
  /** The raw commission cell, kept for a person to fix when it cannot be read. */
  rawCommission: string;
} {
  const { data, repeated } = r.group;
  const { errors, problems, warnings } = r;
  const get = (f: Parameters<CellReader['of']>[0]) => firstCell(data, cell.of(f));
  const paidCell = parseYesNo(get('paid'));
  const rawCommission = get('commission');
  const commission = readNumber(rawCommission);
  if (!commission.ok) {
    errors.commission = commission.error;
    problems.push({ cause: 'field', detail: 'Commission' });
  }
  const draft: OrderDraft = {
    referralCode: r.code,
    orderId: r.orderId,
    customer: {
      name: get('customer.name'),
      // A leading apostrophe is a spreadsheet's formula guard ("'+49 30 …").
      phone: get('customer.phone').replace(/^'/, ''),
      email: get('customer.email'),
      ip: get('customer.ip'),
      country: get('customer.country'),
    },
    coupons: get('coupons').split(/[,;]/),
    // Only a column a person mapped to Paid sets it; a customer's payment status never does.
    paid: paidCell.ok && paidCell.value === true,
    isRoyalty: readYesNo(get('isRoyalty'), 'isRoyalty', r),
    custom: readYesNo(get('custom'), 'custom', r),
    commission: commission.ok ? commission.value : undefined,
    notes: get('notes'),
    timestamp: r.timestamp,
    products: NO_PRODUCTS_YET,
  };
  // The contract has no currency field: it travels in the metadata.
  if (r.currency) draft.metadata = { currency: r.currency };
  if (!paidCell.ok) {
    errors.paid = `"${get('paid')}" is not yes or no.`;
    problems.push({ cause: 'field', detail: 'Paid' });
  }
  const country = draft.customer?.country ?? '';
  if (country && !/^[a-z]{2}$/i.test(country)) {
    warnings.push('Country should be a two-letter code such as US.');
    problems.push({ cause: 'country', detail: country });
  }
  if (repeated.length > 0) problems.push({ cause: 'repeated-lines', detail: repeated.join(', ') });
  return { draft, rawCommission };
}
