// Presets a person saved (localStorage): a mapping, with its referral lookup
// table inside, and the built-in preset it was based on, whose money, status
// and date rules keep applying. The built-in presets live in ./presets/.
import { storageSlot } from '../../lib/storage-slot';
import type { Mapping } from './fields';

export interface SavedPreset {
  name: string;
  mapping: Mapping;
  /** The built-in preset's id. */
  basedOn?: string;
}

const isPreset = (p: unknown): p is SavedPreset =>
  typeof p === 'object' &&
  p !== null &&
  typeof (p as SavedPreset).name === 'string' &&
  typeof (p as SavedPreset).mapping === 'object';

const slot = storageSlot<SavedPreset[]>({
  key: 'ac.import-presets.v1',
  check: (stored) => (Array.isArray(stored) ? stored.filter(isPreset) : undefined),
  fallback: [],
});

export const savedPresets = (): SavedPreset[] => slot.read();

/** Told of presets this console saves (not those copied from the team). */
const localListeners = new Set<(preset: SavedPreset) => void>();
export function onLocalPreset(listener: (preset: SavedPreset) => void) {
  localListeners.add(listener);
  return () => {
    localListeners.delete(listener);
  };
}

/** false when the browser refused to keep it (storage full or blocked). */
export function savePreset(preset: SavedPreset): boolean {
  const kept = keepPreset(preset);
  if (kept) for (const l of localListeners) l(preset);
  return kept;
}

/** Keeps a preset, replacing the one of the same name (a colleague's, from the team, too). */
export function keepPreset(preset: SavedPreset): boolean {
  const others = savedPresets().filter((p) => p.name !== preset.name);
  return slot.write([
    ...others,
    {
      name: preset.name,
      mapping: preset.mapping,
      ...(preset.basedOn ? { basedOn: preset.basedOn } : {}),
    },
  ]);
}
