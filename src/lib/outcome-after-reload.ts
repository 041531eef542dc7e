// An outcome shown without its panel's code (plain-outcome.ts) is kept for this tab's
// session, so that after the reload that fetches the current code the page still says
// what happened and where History keeps it.
const SLOT = 'ac.outcome-after-reload.v1';

export interface KeptOutcome {
  text: string;
  historyHref?: string;
}

export function keepForReload(kept: KeptOutcome) {
  try {
    sessionStorage.setItem(SLOT, JSON.stringify(kept));
  } catch {
    // storage refused or full: the outcome on screen is all there is
  }
}

/** The kept outcome, once: reading it forgets it. */
export function takeKeptOutcome(): KeptOutcome | undefined {
  try {
    const raw = sessionStorage.getItem(SLOT);
    sessionStorage.removeItem(SLOT);
    // Written by this page, in this tab: only ever a KeptOutcome.
    return raw === null ? undefined : (JSON.parse(raw) as KeptOutcome);
  } catch {
    return undefined;
  }
}
