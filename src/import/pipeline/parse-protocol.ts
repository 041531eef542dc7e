// What the parsing worker tells the Import page about a table it read (the table's
// own facts and their format are tables/table-meta).
import type { TableMeta } from '../../tables/table-meta';

export interface ParsedTable extends TableMeta {
  headers: string[];
  /** The first rows, for examples in the mapping. */
  sample: string[][];
  rowCount: number;
}
