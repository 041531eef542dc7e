// Presets a person saved (localStorage): a mapping, with its referral lookup
// table inside, and the built-in preset it was based on, whose money, status
// and date rules keep applying. The built-in presets live in ../../pipeline/presets/.
import { createListeners } from '../../../lib/listeners';
import { storageSlot } from '../../../lib/storage-slot';
import {
  VALUE_MEANINGS,
  type ValueAnswers,
  type ValueMeaning,
} from '../../pipeline/read/value-meanings';
import type { Mapping } from '../../pipeline/fields';

export interface SavedPreset {
  name: string;
  mapping: Mapping;
  /** The built-in preset's id. */
  basedOn?: string;
  /** What a person answered the values of its type and status columns mean. */
  answers?: ValueAnswers;
}

const isMeaning = (m: unknown): m is ValueMeaning =>
  typeof m === 'string' && (VALUE_MEANINGS as readonly string[]).includes(m);

/** Answers as stored or shared: only column -> value -> a known meaning survives. */
function cleanAnswers(raw: unknown): ValueAnswers | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const out: Record<string, Record<string, ValueMeaning>> = {};
  for (const [column, values] of Object.entries(raw)) {
    if (typeof values !== 'object' || values === null) continue;
    const kept = Object.entries(values as Record<string, unknown>).filter(
      (e): e is [string, ValueMeaning] => isMeaning(e[1]),
    );
    if (kept.length > 0) out[column] = Object.fromEntries(kept);
  }
  return Object.keys(out).length > 0 ? out : undefined;
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

/**
 * Told of each preset this console saves, and of each one a person deletes here (by
 * name); not of changes copied from the team.
 */
type LocalListener = (change: { saved: SavedPreset } | { deleted: string }) => void;
const localListeners = createListeners<Parameters<LocalListener>>();
export const onLocalPreset = localListeners.subscribe;

/** false when the browser refused to keep it (storage full or blocked). */
export function savePreset(preset: SavedPreset): boolean {
  const kept = keepPreset(preset);
  if (kept) localListeners.emit({ saved: preset });
  return kept;
}

/** Deletes a saved preset (and the referral lookup table inside it); false when storage refused. */
export function deletePreset(name: string): boolean {
  const kept = forgetPreset(name);
  if (kept) localListeners.emit({ deleted: name });
  return kept;
}

/** Removes a preset without telling the team (a colleague deleted it). */
export function forgetPreset(name: string): boolean {
  return slot.write(savedPresets().filter((p) => p.name !== name));
}

/** Keeps a preset, replacing the one of the same name (a colleague's, from the team, too). */
export function keepPreset(preset: SavedPreset): boolean {
  const others = savedPresets().filter((p) => p.name !== preset.name);
  const answers = cleanAnswers(preset.answers);
  return slot.write([
    ...others,
    {
      name: preset.name,
      mapping: preset.mapping,
      ...(preset.basedOn ? { basedOn: preset.basedOn } : {}),
      ...(answers ? { answers } : {}),
    },
  ]);
}
