// Connections live in localStorage; keys live apart from them, in sessionStorage,
// or in localStorage only when "remember key on this device" is chosen.
import { createListeners } from '../lib/listeners';
import { storageSlot } from '../lib/storage-slot';
import { DEMO_CONNECTION, DEMO_SERVICE_KEY, type Connection } from './connection';

const listSlot = storageSlot<Connection[]>({
  key: 'ac.connections.v1',
  check: (stored) =>
    Array.isArray(stored)
      ? (stored as Connection[]).filter((c) => typeof c.id === 'string')
      : undefined,
  fallback: [],
});
const activeSlot = storageSlot<string | undefined>({
  key: 'ac.active-connection.v1',
  format: 'text',
  check: (stored) => (typeof stored === 'string' ? stored : undefined),
  fallback: undefined,
});
// Keys are kept as typed (text, not JSON), in exactly one of the two storages.
const keySlot = (id: string, area: 'session' | 'local') =>
  storageSlot<string | undefined>({
    key: `ac.key.${id}`,
    area,
    format: 'text',
    check: (stored) => (typeof stored === 'string' && stored !== '' ? stored : undefined),
    fallback: undefined,
  });
/** This tab's slot and this device's slot for a connection's key. */
const keySlots = (id: string) => [keySlot(id, 'session'), keySlot(id, 'local')] as const;

type Listener = () => void;
const listeners = createListeners();
const savedListeners = createListeners<[connection: Connection]>();

interface Snapshot {
  connections: Connection[];
  active: Connection;
}

const readList = () => listSlot.read();

function build(): Snapshot {
  const connections = [DEMO_CONNECTION, ...readList().filter((c) => c.id !== DEMO_CONNECTION.id)];
  const activeId = activeSlot.read();
  const active = connections.find((c) => c.id === activeId) ?? DEMO_CONNECTION;
  return { connections, active };
}

// Built on first read, not at import: a module that only imports the store touches no storage.
let snapshot: Snapshot | undefined;

function emit() {
  snapshot = build();
  listeners.emit();
}
/** Writes of this tab emit once, after all of them (the slots' own events are for other tabs). */
let inWrite = false;
function writing(write: () => void) {
  inWrite = true;
  try {
    write();
  } finally {
    inWrite = false;
  }
  emit();
}
function onOtherTab() {
  if (!inWrite) emit();
}

export const connectionStore = {
  subscribe(listener: Listener) {
    const stop = listeners.subscribe(listener);
    // Another tab's change: rebuild the snapshot, then tell this listener.
    const stopList = listSlot.subscribe(onOtherTab);
    const stopActive = activeSlot.subscribe(onOtherTab);
    return () => {
      stop();
      stopList();
      stopActive();
    };
  },
  getSnapshot: () => (snapshot ??= build()),

  save(connection: Connection, serviceKey: string) {
    const others = readList().filter((c) => c.id !== connection.id);
    writing(() => {
      listSlot.write([...others, connection]);
      connectionStore.setKey(connection, serviceKey);
      activeSlot.write(connection.id);
    });
    savedListeners.emit(connection);
  },
  /** Told of each connection a person saves here (the team shares its name and base URL). */
  onSaved: savedListeners.subscribe,
  /** A colleague's connection: added without a key (a tab asks for it before its first send), not made active. */
  addFromTeam(connection: Connection) {
    writing(() => {
      listSlot.write([...readList(), connection]);
    });
  },
  /** Keeps a connection's key where its "remember" setting says: this tab, or this device. */
  setKey(connection: Connection, serviceKey: string) {
    // The key sits in exactly one of the two storages.
    const [thisTab, thisDevice] = keySlots(connection.id);
    thisTab.clear();
    thisDevice.clear();
    (connection.rememberKey ? thisDevice : thisTab).write(serviceKey);
  },
  remove(id: string) {
    writing(() => {
      listSlot.write(readList().filter((c) => c.id !== id));
      for (const slot of keySlots(id)) slot.clear();
      if (activeSlot.read() === id) activeSlot.clear();
    });
  },
  activate(id: string) {
    writing(() => activeSlot.write(id));
  },
  /**
   * The key is read at send time only; it is never part of a snapshot that React renders.
   * undefined: this tab has none (not remembered, and this tab did not get it).
   */
  keyFor(connection: Connection): string | undefined {
    if (connection.demo) return DEMO_SERVICE_KEY;
    const [thisTab, thisDevice] = keySlots(connection.id);
    return thisTab.read() ?? thisDevice.read();
  },
  /** For tests: forget everything cached in memory. */
  reload() {
    emit();
  },
};
