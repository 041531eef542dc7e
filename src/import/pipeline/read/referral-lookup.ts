// Referral codes from coupon codes: affiliates are often tracked by the
// discount code a buyer used. A person gives a two-column table (coupon code ->
// referral code), pasted or loaded from a CSV; it is saved with the preset.

export type LookupEntries = readonly (readonly [coupon: string, referral: string])[];

const key = (code: string) => code.trim().toLowerCase();
const unquote = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .replace(/""/g, '"')
    .trim();
const HEADER_WORDS = /coupon|discount|code|referral|affiliate|voucher|promo/i;

/** Two columns separated by a comma, semicolon or tab; a header row is skipped. */
export function parseLookupTable(text: string): { entries: [string, string][]; errors: string[] } {
  const entries: [string, string][] = [];
  const errors: string[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    const delimiter = [',', ';', '\t'].find((d) => line.includes(d));
    const cells = delimiter ? line.split(delimiter).map(unquote) : [line.trim()];
    const [coupon = '', referral = ''] = cells;
    if (i === 0 && cells.every((c) => HEADER_WORDS.test(c))) return;
    if (coupon === '' || referral === '' || cells.length > 2)
      errors.push(`Line ${i + 1}: write a coupon code and a referral code, separated by a comma.`);
    else entries.push([coupon, referral]);
  });
  return { entries, errors };
}

export const formatLookupTable = (entries: LookupEntries) =>
  entries.map(([c, r]) => `${c},${r}`).join('\n');

export type Lookup = (couponsCell: string) => { code?: string; unmatched: string[] };

/** A reader for one table: the first coupon in the cell that has an entry gives the referral code. */
export function referralLookup(entries: LookupEntries): Lookup {
  const table = new Map(entries.map(([c, r]) => [key(c), r.trim()]));
  return (cell) => {
    const coupons = cell
      .split(/[,;]/)
      .map((c) => c.trim())
      .filter(Boolean);
    for (const c of coupons) {
      const code = table.get(key(c));
      if (code) return { code, unmatched: [] };
    }
    return { unmatched: coupons };
  };
}
