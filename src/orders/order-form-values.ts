// What a new order form holds. The form's types come from its schema (order-form-schema.ts).
import type { OrderFormValues, ProductRow } from './order-form-schema';

export type {
  MetadataRow,
  MetadataType,
  OrderFormValues,
  ProductRow,
  TriState,
} from './order-form-schema';

export const emptyProduct = (): ProductRow => ({
  id: '',
  name: '',
  quantity: '1',
  unitPrice: '',
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
