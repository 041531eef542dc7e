// Rows -> one group per order ID, wherever its rows sit in the file, with the rows
// that repeat an earlier line of the same order noted (overlapping exports).
import type { CellReader, Row } from './read-cells';

export interface Group {
  rows: number[];
  data: Row[];
  /** Rows identical to an earlier row of the same order. */
  repeated: number[];
}

/** Whether two rows of one order hold the same cells (the object number aside). */
function sameCells(a: Row, b: Row, objectColumn: number): boolean {
  if (a.length !== b.length) return false;
  for (let c = 0; c < a.length; c++) if (c !== objectColumn && a[c] !== b[c]) return false;
  return true;
}

/** Past this many rows an order's lines are compared through a set of their contents. */
const COMPARE_DIRECTLY = 16;

/**
 * Rows -> orders, by order ID, however far apart an order's rows sit in the file: a Map
 * from ID to its rows, kept until every row is read (one entry, two arrays and the row
 * numbers per order). Repeated lines are found by comparing cells with the order's own
 * rows, without a content string per row (an order has few rows).
 */
export function groupRows(
  rows: readonly Row[],
  cell: CellReader,
  skip: (row: Row) => boolean,
  objectColumn: number,
  keepFirst: boolean,
): Group[] {
  const groups = new Map<string, Group & { seen?: Set<string> }>();
  const content = (row: Row) => row.filter((_, c) => c !== objectColumn).join('\u0001');
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (!row || skip(row)) continue;
    const id = cell(row, 'orderId');
    // A row without an order ID is its own (invalid) order.
    const key = id === '' ? `\u0000row${i}` : id;
    const rowNumber = i + 2;
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { rows: [rowNumber], data: [row], repeated: [] });
      continue;
    }
    let repeated: boolean;
    if (group.data.length < COMPARE_DIRECTLY)
      repeated = group.data.some((earlier) => sameCells(earlier, row, objectColumn));
    else {
      group.seen ??= new Set(group.data.map(content));
      const text = content(row);
      repeated = group.seen.has(text);
      group.seen.add(text);
    }
    if (repeated) {
      group.repeated.push(rowNumber);
      if (keepFirst) continue;
    }
    if (group.data.length === 1) {
      // An order's second row: literals of two are sized to fit, where a push would give
      // each array room for 17 (the row numbers are kept with the order, the rows until it
      // is finished; most orders have one or two rows).
      group.rows = [group.rows[0] ?? 0, rowNumber];
      group.data = [group.data[0] ?? row, row];
    } else {
      group.rows.push(rowNumber);
      group.data.push(row);
    }
  }
  return [...groups.values()];
}

export function repeatedInFile(group: Group, objectColumn: number): boolean {
  if (objectColumn >= 0) return new Set(group.data.map((row) => row[objectColumn])).size > 1;
  // In a spreadsheet an order's rows stand together; the same ID further down is a repeat.
  return group.rows.some((row, i) => i > 0 && row !== (group.rows[i - 1] ?? 0) + 1);
}
