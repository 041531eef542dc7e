// The page's filter: a connection (or all) and local days, by default the last 30.
import { addDays, dayKeyer, startOfDay } from './local-day';

export interface InsightsRange {
  /** undefined: every connection. */
  connectionId: string | undefined;
  from: string;
  to: string;
  timeZone: string;
}

const DEFAULT_DAYS = 30;

export function defaultRange(
  connectionId: string,
  timeZone: string,
  now = Date.now(),
): InsightsRange {
  const today = dayKeyer(timeZone)(now);
  return { connectionId, from: addDays(today, -(DEFAULT_DAYS - 1)), to: today, timeZone };
}

/** The range in epoch ms: local midnight starting `from` to local midnight after `to`. */
export const rangeMs = (r: InsightsRange) => ({
  from: startOfDay(r.from, r.timeZone),
  to: startOfDay(addDays(r.to, 1), r.timeZone),
});
