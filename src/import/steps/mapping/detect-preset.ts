// Which built-in preset fits a file, from its headers alone, and the mapping it gives.
import { guessMapping, type FieldKey, type Mapping } from '../../pipeline/fields';
import { normaliseHeader } from '../../../tables/guess-columns';
import { BUILT_IN_PRESETS } from '../../pipeline/presets/built-in';
import type { PresetDefinition } from '../../pipeline/presets/types';

/** Headers by their normalised name, so "Lineitem SKU" finds "Lineitem sku". */
const finder = (headers: readonly string[]) => {
  const byName = new Map(headers.map((h) => [normaliseHeader(h), h]));
  return (name: string) => byName.get(normaliseHeader(name));
};

/** The first built-in preset all of whose detection headers (one set of them) the file has. */
export function detectPreset(headers: readonly string[]): PresetDefinition | undefined {
  const find = finder(headers);
  return BUILT_IN_PRESETS.find((p) =>
    p.detect.some((set) => set.every((h) => find(h) !== undefined)),
  );
}

/** The preset's mapping for this file: the first of each field's columns that is present. */
export function presetMapping(preset: PresetDefinition, headers: readonly string[]): Mapping {
  const find = finder(headers);
  const mapping: Mapping = {};
  for (const [field, columns] of Object.entries(preset.columns) as [
    FieldKey,
    string | readonly string[],
  ][]) {
    const candidates: readonly string[] = typeof columns === 'string' ? [columns] : columns;
    const column = candidates.map(find).find((h) => h !== undefined);
    if (column !== undefined) mapping[field] = { kind: 'column', column };
  }
  for (const [field, value] of Object.entries(preset.constants ?? {}) as [FieldKey, string][])
    mapping[field] = { kind: 'constant', value };
  // A referral code column, should the shop have added one, is still found by name.
  const guessed = guessMapping(headers).referralCode;
  if (
    guessed &&
    !Object.values(mapping).some(
      (s) => s.kind === 'column' && guessed.kind === 'column' && s.column === guessed.column,
    )
  )
    mapping.referralCode = guessed;
  return mapping;
}

/** The mapping a new file starts from: the detected preset's, else guesses from the names. */
export function initialMapping(headers: readonly string[]): {
  mapping: Mapping;
  preset?: PresetDefinition;
} {
  const preset = detectPreset(headers);
  return preset
    ? { mapping: presetMapping(preset, headers), preset }
    : { mapping: guessMapping(headers) };
}
