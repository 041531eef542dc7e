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

export function savePreset(preset: SavedPreset) {
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
