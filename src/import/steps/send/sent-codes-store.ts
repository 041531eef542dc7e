// The referral code each order of a job was sent again with, after "Map these codes…": kept
// per job in this browser, so the results table shows the code actually sent (and the one
// the file had) after a reload too. Only re-sent orders are kept: the others went as read.
import { codeTableSlot } from './code-table-slot';

/** Only the newest jobs' codes are kept. */
const KEEP_JOBS = 20;

/** Job ID → the order's index in the import → the code it was sent with. */
const slot = codeTableSlot('ac.import.sent-codes.v1');

/** Adds the codes some orders of a job were sent again with (index → code). */
export function keepSentCodes(jobId: string, codes: ReadonlyMap<number, string>) {
  if (codes.size === 0) return;
  const all = slot.read();
  const mine = { ...all[jobId] };
  for (const [index, code] of codes) mine[String(index)] = code;
  const kept: [string, Record<string, string>][] = Object.entries(all).filter(
    ([id]) => id !== jobId,
  );
  kept.push([jobId, mine]);
  // Storage full or blocked: the table shows the file's codes, as before a mapping.
  slot.write(Object.fromEntries(kept.slice(-KEEP_JOBS)));
}

/** The code an order of the job was sent again with, if it was. */
export function useSentCodes(jobId: string | undefined): (index: number) => string | undefined {
  const codes = slot.useTable(jobId);
  return (index) => codes?.[String(index)];
}
