// A problem's field path -> the label the mapping step shows for it
// ("products.0.quantity" -> "Quantity"), for the grouped problem list.
import { IMPORT_FIELDS } from '../fields';

const LABELS = new Map<string, string>(IMPORT_FIELDS.map((f) => [f.key, f.label]));

export const labelOf = (path: string) =>
  LABELS.get(path) ?? LABELS.get(path.replace(/^products\.\d+\./, 'product.')) ?? path;
