// The Demo's state for the browser session: History remembers what was sent to
// the Demo, so the Demo must too, or after a reload it would accept an order the
// duplicate guard rightly warns about.
import { storageSlot } from '../lib/storage-slot';
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

export function sessionState(key = SLOT): MockStateStore {
  const slot = storageSlot<MockState | undefined>({
    key,
    area: 'session',
    check: (stored) => (isState(stored) ? stored : undefined),
    fallback: undefined,
  });
  return {
    load: () => slot.read(),
    // Storage full or blocked: the Demo still works, it only forgets on reload.
    save: (state) => void slot.write(state),
  };
}
