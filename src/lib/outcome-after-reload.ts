// An outcome shown without its panel's code (plain-outcome.ts) is kept for this tab's
// session, so that after the reload that fetches the current code the page still says
// what happened and where History keeps it.
import { storageSlot } from './storage-slot';

export interface KeptOutcome {
  text: string;
  historyHref?: string;
}

const slot = storageSlot<KeptOutcome | undefined>({
  key: 'ac.outcome-after-reload.v1',
  area: 'session',
  check: (stored) =>
    typeof stored === 'object' &&
    stored !== null &&
    typeof (stored as KeptOutcome).text === 'string'
      ? (stored as KeptOutcome)
      : undefined,
  fallback: undefined,
});

/** Storage refused or full: the outcome on screen is all there is. */
export function keepForReload(kept: KeptOutcome) {
  slot.write(kept);
}

/** The kept outcome, once: reading it forgets it. */
export function takeKeptOutcome(): KeptOutcome | undefined {
  const kept = slot.read();
  slot.clear();
  return kept;
}
