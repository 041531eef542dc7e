// Presets a person saved (localStorage): a mapping, with its referral lookup
// table inside, and the built-in preset it was based on, whose money, status
// and date rules keep applying. The built-in presets live in ./presets/.
import type { Mapping } from './fields';

export interface SavedPreset {
  name: string;
  mapping: Mapping;
  /** The built-in preset's id. */
  basedOn?: string;
}

const SLOT = 'ac.import-presets.v1';

const isPreset = (p: unknown): p is SavedPreset =>
  typeof p === 'object' &&
  p !== null &&
  typeof (p as SavedPreset).name === 'string' &&
  typeof (p as SavedPreset).mapping === 'object';

export function savedPresets(): SavedPreset[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SLOT) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPreset) : [];
  } catch {
    return [];
  }
}

/** Told of presets this console saves (not those copied from the team). */
const localListeners = new Set<(preset: SavedPreset) => void>();
export function onLocalPreset(listener: (preset: SavedPreset) => void) {
  localListeners.add(listener);
  return () => {
    localListeners.delete(listener);
  };
}

export function savePreset(preset: SavedPreset) {
  keepPreset(preset);
  for (const l of localListeners) l(preset);
}

/** Keeps a preset, replacing the one of the same name (a colleague's, from the team, too). */
export function keepPreset(preset: SavedPreset) {
  const others = savedPresets().filter((p) => p.name !== preset.name);
  localStorage.setItem(
    SLOT,
    JSON.stringify([
      ...others,
      {
        name: preset.name,
        mapping: preset.mapping,
        ...(preset.basedOn ? { basedOn: preset.basedOn } : {}),
      },
    ]),
  );
}
