// Connections live in localStorage; keys live apart from them, in sessionStorage,
// or in localStorage only when "remember key on this device" is chosen.
import { DEMO_CONNECTION, DEMO_SERVICE_KEY, type Connection } from './connection';

const LIST_KEY = 'ac.connections.v1';
const ACTIVE_KEY = 'ac.active-connection.v1';
const keySlot = (id: string) => `ac.key.${id}`;

type Listener = () => void;
const listeners = new Set<Listener>();
const savedListeners = new Set<(connection: Connection) => void>();

interface Snapshot {
  connections: Connection[];
  active: Connection;
}

function readList(): Connection[] {
  try {
    const raw = localStorage.getItem(LIST_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? (parsed as Connection[]).filter((c) => typeof c.id === 'string')
      : [];
  } catch {
    return [];
  }
}

function build(): Snapshot {
  const connections = [DEMO_CONNECTION, ...readList().filter((c) => c.id !== DEMO_CONNECTION.id)];
  const activeId = localStorage.getItem(ACTIVE_KEY);
  const active = connections.find((c) => c.id === activeId) ?? DEMO_CONNECTION;
  return { connections, active };
}

// Built on first read, not at import: a module that only imports the store touches no storage.
let snapshot: Snapshot | undefined;

function emit() {
  snapshot = build();
  for (const l of listeners) l();
}

export const connectionStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    const onStorage = (e: StorageEvent) => {
      if (e.key === LIST_KEY || e.key === ACTIVE_KEY) emit();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  getSnapshot: () => (snapshot ??= build()),

  save(connection: Connection, serviceKey: string) {
    const others = readList().filter((c) => c.id !== connection.id);
    localStorage.setItem(LIST_KEY, JSON.stringify([...others, connection]));
    connectionStore.setKey(connection, serviceKey);
    localStorage.setItem(ACTIVE_KEY, connection.id);
    emit();
    for (const l of savedListeners) l(connection);
  },
  /** Told of each connection a person saves here (the team shares its name and base URL). */
  onSaved(listener: (connection: Connection) => void) {
    savedListeners.add(listener);
    return () => {
      savedListeners.delete(listener);
    };
  },
  /** A colleague's connection: added without a key (a tab asks for it before its first send), not made active. */
  addFromTeam(connection: Connection) {
    localStorage.setItem(LIST_KEY, JSON.stringify([...readList(), connection]));
    emit();
  },
  /** Keeps a connection's key where its "remember" setting says: this tab, or this device. */
  setKey(connection: Connection, serviceKey: string) {
    // The key sits in exactly one of the two storages.
    localStorage.removeItem(keySlot(connection.id));
    sessionStorage.removeItem(keySlot(connection.id));
    (connection.rememberKey ? localStorage : sessionStorage).setItem(
      keySlot(connection.id),
      serviceKey,
    );
  },
  remove(id: string) {
    localStorage.setItem(LIST_KEY, JSON.stringify(readList().filter((c) => c.id !== id)));
    localStorage.removeItem(keySlot(id));
    sessionStorage.removeItem(keySlot(id));
    if (localStorage.getItem(ACTIVE_KEY) === id) localStorage.removeItem(ACTIVE_KEY);
    emit();
  },
  activate(id: string) {
    localStorage.setItem(ACTIVE_KEY, id);
    emit();
  },
  /**
   * The key is read at send time only; it is never part of a snapshot that React renders.
   * undefined: this tab has none (not remembered, and this tab did not get it).
   */
  keyFor(connection: Connection): string | undefined {
    if (connection.demo) return DEMO_SERVICE_KEY;
    const key =
      sessionStorage.getItem(keySlot(connection.id)) ??
      localStorage.getItem(keySlot(connection.id));
    return key === null || key === '' ? undefined : key;
  },
  /** For tests: forget everything cached in memory. */
  reload() {
    emit();
  },
};
