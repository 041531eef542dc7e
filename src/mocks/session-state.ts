// The Demo's state for the browser session: History remembers what was sent to
// the Demo, so the Demo must too, or after a reload it would accept an order the
// duplicate guard rightly warns about.
import type { MockState, MockStateStore } from './service';

const SLOT = 'ac.demo-service.v1';

function isState(value: unknown): value is MockState {
  if (typeof value !== 'object' || value === null) return false;
  const { affiliates, orders } = value as Record<string, unknown>;
  return (
    Array.isArray(affiliates) &&
    typeof orders === 'object' &&
    orders !== null &&
    Object.values(orders).every((ids) => Array.isArray(ids))
  );
}

export const sessionState = (slot = SLOT): MockStateStore => ({
  load() {
    try {
      const parsed: unknown = JSON.parse(sessionStorage.getItem(slot) ?? 'null');
      return isState(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  },
  save(state) {
    try {
      sessionStorage.setItem(slot, JSON.stringify(state));
    } catch {
      // Storage full or blocked: the Demo still works, it only forgets on reload.
    }
  },
});
