// The one way the console keeps a value in localStorage or sessionStorage: a named slot,
// a check of what is read back (a slot may hold what an older console, another tab or a
// person wrote), an optional move from an older slot, and reads and writes that never
// throw (storage full, or site data blocked: the console works on, only that value is not
// kept). The check is a plain function, not a zod schema: zod is not on the first page,
// and the connection store is.

import { createListeners } from './listeners';

type Area = 'local' | 'session';

export interface SlotOptions<T> {
  key: string;
  /** Turns what JSON.parse gave back into a value, or undefined when it is not one. */
  check: (stored: unknown) => T | undefined;
  /** What a missing or unreadable slot reads as. */
  fallback: T;
  area?: Area;
  /** 'text' keeps a string as it is (a service key), for slots written before this helper. */
  format?: 'json' | 'text';
  /** An older slot, read once while this one is empty: its value moves here and it is removed. */
  migrate?: { from: string; read: (stored: unknown) => T | undefined };
}

export interface StorageSlot<T> {
  readonly key: string;
  // Properties, not methods: each may be passed on unbound (useSyncExternalStore(slot.subscribe, slot.raw)).
  read: () => T;
  /** false when the browser refused to keep it. */
  write: (value: T) => boolean;
  clear: () => void;
  /** The stored text: a snapshot for useSyncExternalStore (a string compares by value). */
  raw: () => string | null;
  /** Writes through this slot in this tab, and writes in other tabs (the storage event). */
  subscribe: (listener: () => void) => () => void;
}

const storageOf = (area: Area): Storage => (area === 'local' ? localStorage : sessionStorage);

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function storageSlot<T>(options: SlotOptions<T>): StorageSlot<T> {
  const { key, check, fallback, area = 'local', format = 'json', migrate } = options;
  const parse = (text: string | null): unknown => (format === 'text' ? text : parseJson(text));
  const serialise = (value: T) => (format === 'text' ? String(value) : JSON.stringify(value));
  const { subscribe: subscribeHere, emit } = createListeners();

  function raw(): string | null {
    try {
      return storageOf(area).getItem(key);
    } catch {
      return null;
    }
  }

  function write(value: T): boolean {
    try {
      storageOf(area).setItem(key, serialise(value));
      return true;
    } catch {
      return false;
    } finally {
      emit();
    }
  }

  function moved(): T | undefined {
    if (!migrate) return undefined;
    try {
      const old = storageOf(area).getItem(migrate.from);
      if (old === null) return undefined;
      const value = migrate.read(parse(old));
      if (value !== undefined) storageOf(area).setItem(key, serialise(value));
      storageOf(area).removeItem(migrate.from);
      return value;
    } catch {
      return undefined;
    }
  }

  return {
    key,
    raw,
    write,
    read() {
      const text = raw();
      if (text === null) return moved() ?? fallback;
      return check(parse(text)) ?? fallback;
    },
    clear() {
      try {
        storageOf(area).removeItem(key);
      } catch {
        // Site data blocked: there is nothing kept to clear.
      }
      emit();
    },
    subscribe(listener) {
      const unsubscribe = subscribeHere(listener);
      const onStorage = (e: StorageEvent) => {
        if (e.key === key || e.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        unsubscribe();
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
