// One order's time: the column's format, the value's own offset, else the row's
// zone (read once per name: ./row-zones), else the source zone. A column whose format is not settled makes each
// value a problem (ambiguous when it fits more than one of the column's formats).
import type { FieldKey } from '../fields';
import { needsZone, readDate, type DateFormat } from './dates';
import type { OrderFindings } from './order-findings';
import type { RowZones } from './row-zones';

/** What the file's date column settled: its format, or the formats it could be in. */
export interface DateColumn {
  format?: DateFormat;
  candidates: DateFormat[];
}

export function readOrderTime(
  get: (field: FieldKey) => string,
  mapped: ReadonlySet<FieldKey>,
  date: DateColumn | undefined,
  zone: string,
  found: OrderFindings,
  rowZones?: Pick<RowZones, 'zoneOf'>,
): { rawTimestamp: string; timestamp?: number } {
  const rawDate = get('timestamp');
  const rawTimestamp =
    mapped.has('timeOfDay') && rawDate !== '' ? `${rawDate} ${get('timeOfDay')}` : rawDate;
  if (rawTimestamp === '') return { rawTimestamp };
  const format = date?.format;
  if (!format) {
    // Ambiguous only if the value fits one of the formats the column could be in.
    const candidates = date?.candidates ?? [];
    const ambiguous =
      candidates.length > 1 && candidates.some((f) => readDate(rawTimestamp, f, 'UTC').ok);
    found.errors.timestamp = ambiguous
      ? `"${rawTimestamp}" could be day/month or month/day: choose the date format.`
      : `"${rawTimestamp}" is not a date this console reads.`;
    found.problems.push({
      cause: ambiguous ? 'date-ambiguous' : 'date-format',
      detail: rawTimestamp,
    });
    return { rawTimestamp };
  }
  const zoneName = get('rowTimeZone').trim();
  const rowZone = zoneName === '' ? undefined : rowZones?.zoneOf(zoneName);
  if (zoneName !== '' && rowZone === undefined && needsZone(rawTimestamp, format)) {
    found.errors.timestamp = `The time zone "${zoneName}" is not one this console knows: choose its zone under Time zones in this file.`;
    found.problems.push({ cause: 'zone-unknown', detail: zoneName });
    return { rawTimestamp };
  }
  const t =
    rowZone === undefined
      ? readDate(rawTimestamp, format, zone, zoneName)
      : readDate(rawTimestamp, format, rowZone);
  if (t.ok) return t.value === undefined ? { rawTimestamp } : { rawTimestamp, timestamp: t.value };
  found.errors.timestamp = t.error;
  found.problems.push({ cause: 'date-format', detail: rawTimestamp });
  return { rawTimestamp };
}
