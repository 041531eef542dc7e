// What a read table says about itself besides its cells (the import's worker hands it to
// the page; other pages read it on their own thread).
//
// Every format becomes one table: `headers: string[]` and `rows: string[][]` of text.
// - CSV/TSV: the file's own header row; cells as written.
// - XLSX/XLS/ODS: one sheet (`sheets` lists them, `sheet` is the one read; the first sheet
//   with data is read first). Its first non-empty row is the header; empty rows are dropped.
//   Numbers are the stored value ("1234.5", never the display "1,234.50"); date cells are
//   zone-less ISO times "2025-10-06T09:14:52" (sheets carry no zone: read them in the source
//   time zone); numbers in cells not formatted as dates stay numbers (Excel serials too);
//   booleans are "TRUE"/"FALSE".
// - JSON/NDJSON: one row per line item, the order's own fields repeated on each row.
//   Columns are dotted paths: `name`, `total_price`, `customer.email`,
//   `total_shipping_price_set.shop_money.amount` (at most three names deep). The line items
//   (`line_items`, `lineItems`, `items`, or the contract's `products`) give `line_items.price`,
//   `line_items.quantity`, `items.sku`…; a `products` array gives `product.<field>`, the
//   mapping's own names. Arrays of strings are joined with ", " (`tags`); arrays of objects
//   give only summed money (`tax_lines.price`, `line_items.tax_lines.price`,
//   `line_items.discount_allocations.amount`, `shipping_lines.price`, `refunds.total`;
//   fields amount, price, discounted_price, total, subtotal, tax, total_tax, tax_total,
//   shipping_tax_total, discount, discount_tax) and joined codes (`discount_codes.code`,
//   `coupon_lines.code`). Anything else nested is left out and listed in `notImported`.
//   The `#object` column (OBJECT_COLUMN) numbers the object each row came from, from 1,
//   so rows of one object group together. `wrapper` names the key the orders were under
//   (`orders` in `{"orders":[…]}`).
// - `encoding` (files read as text): which encoding was used and why.
import type { EncodingInfo } from './encoding';
import type { SheetFormat } from './spreadsheet';

/** What the page is told about a table besides its cells. */
export interface TableMeta {
  format: 'csv' | 'json' | 'ndjson' | SheetFormat;
  delimiter?: string;
  encoding?: EncodingInfo;
  sheets?: string[];
  sheet?: string;
  wrapper?: string;
  /** JSON paths left out because they hold nested data. */
  notImported?: string[];
}
