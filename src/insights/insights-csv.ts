// The figures as CSV files (cells that a spreadsheet opens as text, never as formulas).
import { toCsvLine } from '../lib/csv';
import type { CodeFigures, CommissionChange } from './insight-totals';
import type { DayRow } from './charts/day-chart';
import { settingsText } from './settings-text';

const csv = (header: string[], rows: (string | number | undefined)[][]) =>
  [toCsvLine(header), ...rows.map(toCsvLine)].join('\r\n') + '\r\n';

export const daysCsv = (rows: readonly DayRow[]) =>
  csv(
    ['day', 'recorded', 'failed', 'unknown'],
    rows.map((r) => [r.day, r.recorded, r.failed, r.unknown]),
  );

/** A line per code and currency: amounts in different currencies are never added. */
export const codesCsv = (rows: readonly CodeFigures[]) =>
  csv(
    ['referral_code', 'orders_recorded', 'currency', 'order_total'],
    rows.flatMap((r) =>
      r.totals.size === 0
        ? [[r.code, r.orders, '', '']]
        : [...r.totals].map(([currency, total]) => [r.code, r.orders, currency, cents(total)]),
    ),
  );

export const changesCsv = (rows: readonly CommissionChange[]) =>
  csv(
    ['sent_at', 'connection', 'affiliate', 'before', 'after', 'outcome'],
    rows.map((r) => [
      new Date(r.startedAt).toISOString(),
      r.connectionId,
      r.affiliateId,
      r.before ? settingsText(r.before, r.typeLabel) : 'not known',
      r.after ? settingsText(r.after, r.typeLabel) : 'not known',
      r.result,
    ]),
  );

/** Sums of sent decimals, rounded to the cent (0.1 + 0.2 shows as 0.3). */
const cents = (n: number) => Math.round(n * 100) / 100;
