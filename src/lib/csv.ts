// CSV cells that a spreadsheet opens as text, never as a formula.

/** A spreadsheet runs a cell that starts like a formula; a leading ' makes it text. */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function csvCell(value: string | number | undefined): string {
  if (value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const toCsvLine = (cells: (string | number | undefined)[]) => cells.map(csvCell).join(',');
