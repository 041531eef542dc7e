// What reading one order finds wrong: problems by field path (shown beside the
// field) and by cause (for the grouped list), and warnings that do not stop it.
import { labelOf } from './field-label';
import type { Problem } from './problems';
import { parseYesNo } from './values';

export interface OrderFindings {
  /** Problems by field ("orderId", "products.0.quantity", "money", …). */
  errors: Record<string, string>;
  problems: Problem[];
  warnings: string[];
}

/** A yes/no cell -> true, false or undefined (empty); anything else is a problem at `path`. */
export function readYesNo(raw: string, path: string, found: OrderFindings): boolean | undefined {
  const b = parseYesNo(raw);
  if (b.ok) return b.value;
  found.errors[path] = b.error;
  found.problems.push({ cause: 'field', detail: labelOf(path) });
  return undefined;
}
