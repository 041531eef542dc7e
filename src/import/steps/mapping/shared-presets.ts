// Import presets, with the referral lookup tables inside them, as the team shares them
// (by name: a colleague's later save of a name replaces it; a deletion deletes it for
// everyone, its lookup table with it). Loaded only with a team.
import type { SharedCollection, SharedRecord } from '../../../team';
import { forgetPreset, keepPreset, onLocalPreset, savedPresets, type SavedPreset } from './presets';

export interface PresetRecord extends SharedRecord {
  preset: SavedPreset;
}

const keyOf = (name: string) => encodeURIComponent(name);

const toRecord = (preset: SavedPreset, updatedAt: string): PresetRecord => ({
  key: keyOf(preset.name),
  updatedAt,
  preset,
});

export const sharedPresets = (): SharedCollection<PresetRecord> => ({
  kind: 'import-preset',
  // Kept presets carry no time: the first sync adds them where the team has none.
  all: () => Promise.resolve(savedPresets().map((p) => toRecord(p, new Date(0).toISOString()))),
  subscribe: (onLocalChange) =>
    onLocalPreset((change) => {
      if ('saved' in change) onLocalChange([toRecord(change.saved, new Date().toISOString())]);
      else onLocalChange([], [keyOf(change.deleted)]);
    }),
  applyRemote(changes, removedKeys = []) {
    for (const { record } of changes) keepPreset(record.preset);
    for (const key of removedKeys) forgetPreset(decodeURIComponent(key));
    return Promise.resolve();
  },
});
