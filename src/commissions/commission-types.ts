// Labels for the integer commission `type`, per connection: the contract does not
// say what the values mean and each programme defines its own. Edited in Settings
// for the active connection; a type without a label has no unit.
import { useSyncExternalStore } from 'react';
import { connectionStore, DEMO_CONNECTION } from '../connections';
import { formatDecimal, personDecimalSign, type DecimalSign } from '../lib/parse-decimal';
import { storageSlot } from '../lib/storage-slot';
import { createListeners } from '../lib/listeners';

export type CommissionUnit = 'percent' | 'currency' | 'none';

export interface CommissionTypeLabel {
  value: number;
  label: string;
  unit: CommissionUnit;
}

/** What the Demo's mock service does with 0 and 1. Other connections start with no labels. */
export const DEMO_COMMISSION_TYPES: readonly CommissionTypeLabel[] = [
  { value: 0, label: 'Percentage', unit: 'percent' },
  { value: 1, label: 'Fixed amount', unit: 'currency' },
];
const NO_TYPES: readonly CommissionTypeLabel[] = [];

const defaultTypesFor = (connectionId: string) =>
  connectionId === DEMO_CONNECTION.id ? DEMO_COMMISSION_TYPES : NO_TYPES;

type ByConnection = Readonly<Record<string, readonly CommissionTypeLabel[]>>;

const listeners = createListeners();

function parseList(raw: unknown): CommissionTypeLabel[] {
  if (!Array.isArray(raw)) return [];
  return (raw as Partial<CommissionTypeLabel>[]).filter(
    (t): t is CommissionTypeLabel =>
      Number.isSafeInteger(t.value) &&
      typeof t.label === 'string' &&
      (t.unit === 'percent' || t.unit === 'currency' || t.unit === 'none'),
  );
}

const byConnection = (stored: unknown): ByConnection | undefined =>
  typeof stored === 'object' && stored !== null && !Array.isArray(stored)
    ? Object.fromEntries(
        Object.entries(stored as Record<string, unknown>).map(([id, list]) => [
          id,
          parseList(list),
        ]),
      )
    : undefined;

// Before labels belonged to a connection (v1), one list served every connection on the
// device: it becomes the list of the Demo and of every connection that existed then.
const slot = storageSlot<ByConnection>({
  key: 'ac.commission-types.v2',
  check: byConnection,
  fallback: {},
  migrate: {
    from: 'ac.commission-types.v1',
    read(stored) {
      const list = parseList(stored);
      const ids = new Set([
        DEMO_CONNECTION.id,
        ...connectionStore.getSnapshot().connections.map((c) => c.id),
      ]);
      return Object.fromEntries([...ids].map((id) => [id, list]));
    },
  },
});
const read = () => slot.read();
// Kept for this session only when storage refuses it.
const write = (all: ByConnection) => slot.write(all);

let snapshot = read();
type LocalTypeListener = (connectionId: string, types: readonly CommissionTypeLabel[]) => void;
const localTypeListeners = createListeners<Parameters<LocalTypeListener>>();

function emit(next: ByConnection) {
  snapshot = next;
  listeners.emit();
}

export const commissionTypeStore = {
  subscribe: listeners.subscribe,
  get: (connectionId: string) => snapshot[connectionId] ?? defaultTypesFor(connectionId),
  save(connectionId: string, types: readonly CommissionTypeLabel[]) {
    const next = { ...snapshot, [connectionId]: [...types].sort((a, b) => a.value - b.value) };
    write(next);
    emit(next);
    localTypeListeners.emit(connectionId, next[connectionId] ?? []);
  },
  /** A colleague's labels for this browser's connection to the same service. */
  keepFromTeam(connectionId: string, types: readonly CommissionTypeLabel[]) {
    const next = { ...snapshot, [connectionId]: parseList(types) };
    write(next);
    emit(next);
  },
  /** Every connection's own labels, for the team's first sync. */
  all: () => snapshot,
  onLocalChange: (listener: LocalTypeListener) => localTypeListeners.subscribe(listener),
  reset(connectionId: string) {
    const next = Object.fromEntries(Object.entries(snapshot).filter(([id]) => id !== connectionId));
    write(next);
    emit(next);
  },
  /** For tests: re-read storage. */
  reload() {
    snapshot = read();
  },
};

const subscribe = (l: () => void) => commissionTypeStore.subscribe(l);
export const useCommissionTypes = (connectionId: string) =>
  useSyncExternalStore(subscribe, () => commissionTypeStore.get(connectionId));

export const unitSymbol = (unit: CommissionUnit | undefined) =>
  unit === 'percent' ? '%' : unit === 'currency' ? 'currency units' : '';

/** "0 · Percentage", or the bare number for a value without a label. */
export function typeName(value: number, types: readonly CommissionTypeLabel[]): string {
  const found = types.find((t) => t.value === value);
  return found ? `${value} · ${found.label}` : String(value);
}

/** An amount as the person (or the file it came from) writes numbers: "12,5 %" in a comma locale. */
export function formatAmount(
  amount: number,
  unit: CommissionUnit | undefined,
  sign: DecimalSign = personDecimalSign(),
): string {
  const n = formatDecimal(amount, sign);
  if (unit === 'percent') return `${n} %`;
  if (unit === 'currency') return `${n} (currency)`;
  return n;
}

/**
 * The rule for "this type is a percentage", said where it applies: its unit is % in
 * Settings, or it has no unit and its label says "%" or "percent".
 */
export function isPercentageType(value: number, types: readonly CommissionTypeLabel[]) {
  const found = types.find((t) => t.value === value);
  if (!found) return false;
  return found.unit === 'percent' || (found.unit === 'none' && /%|percent/i.test(found.label));
}

export const PERCENT_RULE =
  'a type counts as a percentage when its unit is % in Settings › Commission types, or it has no unit and its label says “%” or “percent”';
