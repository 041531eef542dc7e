// Mapping presets: the built-in Shopify one and those a person saved (localStorage).
import { SHOPIFY_PRESET, type Mapping } from './fields';

export interface Preset {
  name: string;
  mapping: Mapping;
  builtIn?: true;
}

const SLOT = 'ac.import-presets.v1';
export const BUILT_IN_PRESETS: Preset[] = [
  { name: 'Shopify order export', mapping: SHOPIFY_PRESET, builtIn: true },
];

export function savedPresets(): Preset[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SLOT) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Preset[]) : [];
  } catch {
    return [];
  }
}

export function savePreset(preset: Preset) {
  const others = savedPresets().filter((p) => p.name !== preset.name);
  localStorage.setItem(
    SLOT,
    JSON.stringify([...others, { name: preset.name, mapping: preset.mapping }]),
  );
}
