// Labels for the integer commission `type`. The contract does not say what the
// values mean, so these are this device's conventions, editable in Settings.
import { useSyncExternalStore } from 'react';

export type CommissionUnit = 'percent' | 'currency' | 'none';

export interface CommissionTypeLabel {
  value: number;
  label: string;
  unit: CommissionUnit;
}

export const DEFAULT_COMMISSION_TYPES: CommissionTypeLabel[] = [
  { value: 0, label: 'Percentage', unit: 'percent' },
  { value: 1, label: 'Fixed amount', unit: 'currency' },
];

const SLOT = 'ac.commission-types.v1';
const listeners = new Set<() => void>();

function read(): CommissionTypeLabel[] {
  try {
    const raw = localStorage.getItem(SLOT);
    if (!raw) return DEFAULT_COMMISSION_TYPES;
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return DEFAULT_COMMISSION_TYPES;
    return (parsed as CommissionTypeLabel[]).filter(
      (t) => Number.isSafeInteger(t.value) && typeof t.label === 'string',
    );
  } catch {
    return DEFAULT_COMMISSION_TYPES;
  }
}

let snapshot = read();

export const commissionTypeStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => snapshot,
  save(types: CommissionTypeLabel[]) {
    const sorted = [...types].sort((a, b) => a.value - b.value);
    try {
      localStorage.setItem(SLOT, JSON.stringify(sorted));
    } catch {
      // Kept for this session only.
    }
    snapshot = sorted;
    listeners.forEach((l) => {
      l();
    });
  },
  reset() {
    try {
      localStorage.removeItem(SLOT);
    } catch {
      // Nothing stored.
    }
    snapshot = DEFAULT_COMMISSION_TYPES;
    listeners.forEach((l) => {
      l();
    });
  },
  /** For tests: re-read storage. */
  reload() {
    snapshot = read();
  },
};

const subscribe = (l: () => void) => commissionTypeStore.subscribe(l);
const getSnapshot = () => commissionTypeStore.get();
export const useCommissionTypes = () => useSyncExternalStore(subscribe, getSnapshot);

export const unitSymbol = (unit: CommissionUnit | undefined) =>
  unit === 'percent' ? '%' : unit === 'currency' ? 'currency units' : '';

/** "0 · Percentage", or the bare number for a value without a label. */
export function typeName(value: number, types: readonly CommissionTypeLabel[]): string {
  const found = types.find((t) => t.value === value);
  return found ? `${value} · ${found.label}` : String(value);
}

export function formatAmount(amount: number, unit: CommissionUnit | undefined): string {
  if (unit === 'percent') return `${amount} %`;
  if (unit === 'currency') return `${amount} (currency)`;
  return String(amount);
}
