// Unsent form values survive a reload. They are kept in localStorage under a
// per-form name; a draft never holds a service key (no form has one).
import { useEffect, useRef } from 'react';
import { storageSlot, type StorageSlot } from '../lib/storage-slot';

export interface Draft<T> {
  values: T;
  savedAt: number;
  /** Why the draft is there, when not typed by hand (e.g. opened from History). */
  note?: string;
  /** Problems to show on the form's fields when it opens (field path -> message). */
  problems?: Record<string, string>;
}

const isMessages = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.values(v).every((m) => typeof m === 'string');

interface StoredDraft {
  values: object;
  savedAt: number;
  note?: string;
  problems?: Record<string, string>;
}

const isStoredDraft = (v: unknown): v is StoredDraft =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as StoredDraft).values === 'object' &&
  typeof (v as StoredDraft).savedAt === 'number';

const slots = new Map<string, StorageSlot<StoredDraft | undefined>>();
/** One slot per form, made on first use. */
function slotOf(name: string) {
  let slot = slots.get(name);
  if (!slot) {
    slot = storageSlot<StoredDraft | undefined>({
      key: `ac.draft.${name}`,
      check: (stored) => (isStoredDraft(stored) ? stored : undefined),
      fallback: undefined,
    });
    slots.set(name, slot);
  }
  return slot;
}

export function loadDraft<T extends object>(name: string, empty: T): Draft<T> | undefined {
  const stored = slotOf(name).read();
  if (!stored) return undefined;
  // Fields added since the draft was saved take their empty value.
  return {
    values: { ...empty, ...(stored.values as Partial<T>) },
    savedAt: stored.savedAt,
    ...(typeof stored.note === 'string' ? { note: stored.note } : {}),
    ...(isMessages(stored.problems) ? { problems: stored.problems } : {}),
  };
}

/** Forms a draft was just put in for ("Open as new"): the form's notice takes the focus once. */
const opened = new Set<string>();

/** Whether the form was just opened with a draft put there for it (in this tab). */
export const isOpenedDraft = (name: string) => opened.has(name);

/** The form has shown it: the next visit is no opening. */
export function forgetOpenedDraft(name: string) {
  opened.delete(name);
}

/** Puts values in a form's draft slot; the form opens with them; false when storage refused. */
export function saveDraft(
  name: string,
  values: object,
  note?: string,
  problems?: Record<string, string>,
): boolean {
  opened.add(name);
  return slotOf(name).write({ values, savedAt: Date.now(), note, problems });
}

/** What a page says about a draft it restored. */
export const draftNotice = (draft: Draft<unknown>) =>
  draft.note ?? `Restored your unsent draft from ${new Date(draft.savedAt).toLocaleString()}.`;

/** When each form's draft was last cleared (a send succeeded, or it was discarded). */
const clearedAt = new Map<string, number>();
// What the form held when its draft was cleared because it was sent, and the fresh
// form that follows: the same values seen again (a re-render after the send, a
// deferred render of the sent values, the form unlocking) are no new draft.
const notDrafts = new Map<string, Set<string>>();

/** Forgets the draft; `notDraft` are form values that must not become one (sent, or fresh). */
export function clearDraft(name: string, ...notDraft: unknown[]) {
  clearedAt.set(name, performance.now());
  notDrafts.set(name, new Set(notDraft.map((values) => JSON.stringify(values))));
  slotOf(name).clear();
}

/**
 * Saves `values` shortly after they stop changing, unless they equal the empty form.
 * Leaving the form (another page) or the page itself before that pause saves them at
 * once: a value typed just before a click on the navigation is not lost.
 */
export function useDraftAutosave<T>(name: string, values: T, empty: T) {
  const emptyJson = useRef(JSON.stringify(empty));
  const pending = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    // Serialised once typing pauses, not per keystroke: notes can run to megabytes.
    const typedAt = performance.now();
    const save = () => {
      pending.current = undefined;
      // Cleared since this was typed (the order was just sent): do not bring the draft back.
      if ((clearedAt.get(name) ?? -1) >= typedAt) return;
      const json = JSON.stringify(values);
      if (notDrafts.get(name)?.has(json)) return;
      // Quota or private mode: the form still works, only the draft is not kept.
      if (json === emptyJson.current) slotOf(name).clear();
      else slotOf(name).write({ values: values as object, savedAt: Date.now() });
    };
    pending.current = save;
    const timer = setTimeout(save, 300);
    return () => {
      clearTimeout(timer);
    };
  }, [name, values]);
  useEffect(() => {
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush(); // the form is going away before the pause
    };
  }, []);
}
