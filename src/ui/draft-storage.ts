// Unsent form values survive a reload. They are kept in localStorage under a
// per-form name; a draft never holds a service key (no form has one).
import { useEffect, useRef } from 'react';

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

const slot = (name: string) => `ac.draft.${name}`;

export function loadDraft<T extends object>(name: string, empty: T): Draft<T> | undefined {
  try {
    const raw = localStorage.getItem(slot(name));
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<Draft<T>>;
    if (typeof parsed.values !== 'object' || typeof parsed.savedAt !== 'number') return undefined;
    // Fields added since the draft was saved take their empty value.
    return {
      values: { ...empty, ...parsed.values },
      savedAt: parsed.savedAt,
      ...(typeof parsed.note === 'string' ? { note: parsed.note } : {}),
      ...(isMessages(parsed.problems) ? { problems: parsed.problems } : {}),
    };
  } catch {
    return undefined;
  }
}

/** Puts values in a form's draft slot; the form opens with them. */
export function saveDraft(
  name: string,
  values: object,
  note?: string,
  problems?: Record<string, string>,
) {
  localStorage.setItem(slot(name), JSON.stringify({ values, savedAt: Date.now(), note, problems }));
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
  try {
    localStorage.removeItem(slot(name));
  } catch {
    // Storage unavailable: there is no draft to clear.
  }
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
      try {
        const json = JSON.stringify(values);
        if (notDrafts.get(name)?.has(json)) return;
        if (json === emptyJson.current) localStorage.removeItem(slot(name));
        else localStorage.setItem(slot(name), JSON.stringify({ values, savedAt: Date.now() }));
      } catch {
        // Quota or private mode: the form still works, only the draft is not kept.
      }
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
