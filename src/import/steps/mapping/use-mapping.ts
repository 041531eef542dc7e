// The mapping belongs to the file it was made for: a new file starts from the
// preset its headers match (named on the page as detected), else from a guess;
// a person's changes, and a preset they apply, stay with that file.
import { useMemo } from 'react';
import { keptWithImport, type Parsed } from '../../session/session-owner';
import { useKept } from '../../session/use-import-session';
import type { ValueAnswers } from '../../pipeline/read/value-meanings';
import { initialMapping } from './detect-preset';
import type { Mapping } from '../../pipeline/fields';

export interface MappingState {
  mapping: Mapping;
  /** The built-in preset whose rules apply (detected, applied, or a saved preset's base). */
  presetId?: string;
  /** How the preset came: found from the headers, or chosen by a person. */
  presetSource?: 'detected' | 'applied';
  /** What the file's type and status values mean, as answered (saved with a preset). */
  answers?: ValueAnswers;
}

/** Kept with the import, so the mapping is there again after a visit to another page. */
const editedMapping = keptWithImport<{ for: Parsed; state: MappingState }>();

export function useMapping(parsed: Parsed | undefined) {
  const [edited, setEdited] = useKept(editedMapping);
  const initial = useMemo((): MappingState => {
    if (!parsed) return { mapping: {} };
    const { mapping, preset } = initialMapping(parsed.headers);
    return preset ? { mapping, presetId: preset.id, presetSource: 'detected' } : { mapping };
  }, [parsed]);
  const state = parsed && edited?.for === parsed ? edited.state : initial;
  const update = (next: MappingState) => {
    if (parsed) setEdited({ for: parsed, state: next });
  };
  return {
    ...state,
    setMapping: (mapping: Mapping) => {
      update({ ...state, mapping });
    },
    applyPreset: (mapping: Mapping, presetId: string | undefined, answers?: ValueAnswers) => {
      update({
        mapping,
        ...(presetId ? { presetId, presetSource: 'applied' as const } : {}),
        ...(answers ? { answers } : {}),
      });
    },
    setAnswers: (answers: ValueAnswers) => {
      update({ ...state, answers });
    },
  };
}
