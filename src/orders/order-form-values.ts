// What the order form holds: text exactly as typed, so nothing a person
// entered is lost or silently rewritten before it is checked.

export interface ProductRow {
  id: string;
  name: string;
  quantity: string;
  subTotal: string;
  tax: string;
  total: string;
}

export type TriState = 'unset' | 'yes' | 'no';
export type MetadataType = 'text' | 'number' | 'boolean' | 'json';

export interface MetadataRow {
  key: string;
  type: MetadataType;
  value: string;
}

export interface OrderFormValues {
  referralCode: string;
  orderId: string;
  products: ProductRow[];
  customer: { name: string; phone: string; email: string; ip: string; country: string };
  coupons: string[];
  metadataMode: 'rows' | 'json';
  metadataRows: MetadataRow[];
  metadataJson: string;
  paid: boolean;
  isRoyalty: TriState;
  custom: TriState;
  commission: string;
  notes: string;
  /** A datetime-local value in this device's time zone, e.g. 2026-11-22T17:45:00. */
  orderTime: string;
}

export const emptyProduct = (): ProductRow => ({
  id: '',
  name: '',
  quantity: '1',
  subTotal: '',
  tax: '',
  total: '',
});

export const emptyOrderForm = (referralCode = ''): OrderFormValues => ({
  referralCode,
  orderId: '',
  products: [emptyProduct()],
  customer: { name: '', phone: '', email: '', ip: '', country: '' },
  coupons: [],
  metadataMode: 'rows',
  metadataRows: [],
  metadataJson: '',
  paid: false,
  isRoyalty: 'unset',
  custom: 'unset',
  commission: '',
  notes: '',
  orderTime: '',
});

/** Money is summed in millionths so that 0.1 + 0.2 shows as 0.3. */
export const addMoney = (...values: number[]) =>
  Math.round(values.reduce((s, v) => s + v, 0) * 1e6) / 1e6;
