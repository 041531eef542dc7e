// The import's public module: reading a file or pasted table (CSV, JSON; what the
// import reads) and guessing columns from headers, for other pages that take tables.
export { readTable, type Table } from './parse/read-table';
export { guessColumns, type GuessField } from './mapping/guess-columns';
// Import presets and lookup tables as the team shares them: loads only with a team.
export const loadSharedPresets = () => import('./mapping/shared-presets');
export { useTableFile } from './table-file/use-table-file';
export { ColumnsHeading, TableFileField, TableFileState } from './table-file/table-file-field';
export { ColumnSelect } from './table-file/column-select';
