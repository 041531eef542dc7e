// Import presets, with the referral lookup tables inside them, as the team shares them
// (by name: a colleague's later save of a name replaces it). Loaded only with a team.
import type { SharedCollection, SharedRecord } from '../../team';
import { keepPreset, onLocalPreset, savedPresets, type SavedPreset } from './presets';

export interface PresetRecord extends SharedRecord {
  preset: SavedPreset;
}

const toRecord = (preset: SavedPreset, updatedAt: string): PresetRecord => ({
  key: encodeURIComponent(preset.name),
  updatedAt,
  preset,
});

export const sharedPresets = (): SharedCollection<PresetRecord> => ({
  kind: 'import-preset',
  // Kept presets carry no time: the first sync adds them where the team has none.
  all: () => Promise.resolve(savedPresets().map((p) => toRecord(p, new Date(0).toISOString()))),
  subscribe: (onLocalChange) =>
    onLocalPreset((preset) => {
      onLocalChange([toRecord(preset, new Date().toISOString())]);
    }),
  applyRemote(changes) {
    for (const { record } of changes) keepPreset(record.preset);
    return Promise.resolve();
  },
});
