// Settings → Team, kept in this browser: the server, database, user name and display
// name in localStorage; the password apart from them, like a connection's key: this tab
// (sessionStorage) unless "remember on this device" moves it to localStorage. Nothing
// here is ever written to History, an export, a URL, a log or a replicated document.
import { createListeners } from '../lib/listeners';
import { storageSlot } from '../lib/storage-slot';
import { DEFAULT_HISTORY_DAYS, MAX_HISTORY_DAYS, windowStart } from './pull-selector';

export interface TeamSettings {
  /** The server's address, without the database ("https://couch.example.com"). */
  url: string;
  database: string;
  username: string;
  /** "Your name": who colleagues see as "sent by". */
  displayName: string;
  rememberPassword: boolean;
  /**
   * Whether History entries shared with the team keep the customer's details (name, email,
   * phone, address, IP). Off unless chosen: every member can read every shared entry.
   */
  shareCustomerDetails?: boolean;
  /**
   * Days of the team's History this browser keeps (pull-selector.ts); older ones stay on the
   * server. undefined: the team's window (team-window.ts), or 90 days if the team set none.
   */
  historyDays?: number;
}

const listeners = createListeners();

/** A window in whole days within bounds; undefined for anything else. */
export const historyDaysOf = (days: unknown) =>
  typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= MAX_HISTORY_DAYS
    ? days
    : undefined;

function checkSettings(stored: unknown): TeamSettings | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const s = stored as Partial<TeamSettings>;
  if (typeof s.url !== 'string' || typeof s.database !== 'string') return undefined;
  const historyDays = historyDaysOf(s.historyDays);
  return {
    url: s.url,
    database: s.database,
    username: typeof s.username === 'string' ? s.username : '',
    displayName: typeof s.displayName === 'string' ? s.displayName : '',
    rememberPassword: s.rememberPassword === true,
    shareCustomerDetails: s.shareCustomerDetails === true,
    ...(historyDays ? { historyDays } : {}),
  };
}

const settingsSlot = storageSlot<TeamSettings | undefined>({
  key: 'ac.team.v1',
  check: checkSettings,
  fallback: undefined,
});
const text = (stored: unknown) =>
  typeof stored === 'string' && stored !== '' ? stored : undefined;
/** The password: this tab's slot and this device's ("remember on this device"), as text. */
const passwordSlots = (['session', 'local'] as const).map((area) =>
  storageSlot<string | undefined>({
    key: 'ac.team.password',
    area,
    format: 'text',
    check: text,
    fallback: undefined,
  }),
);
const browserSlot = storageSlot<string | undefined>({
  key: 'ac.team.browser-id',
  format: 'text',
  check: text,
  fallback: undefined,
});
const read = () => settingsSlot.read();

let snapshot: { settings: TeamSettings | undefined } | undefined;
function emit() {
  snapshot = { settings: read() };
  listeners.emit();
}
/** This tab's writes emit once, after all of them. */
let writing = false;
function write(change: () => void) {
  writing = true;
  try {
    change();
  } finally {
    writing = false;
  }
  emit();
}

export const teamSettingsStore = {
  subscribe: (listener: () => void) => {
    const stopListening = listeners.subscribe(listener);
    // Another tab's change of settings (the slot's own event): read them again.
    const stop = settingsSlot.subscribe(() => {
      if (!writing) emit();
    });
    return () => {
      stopListening();
      stop();
    };
  },
  getSnapshot: () => (snapshot ??= { settings: read() }),

  save: (settings: TeamSettings, password: string) => {
    write(() => {
      settingsSlot.write(settings);
      for (const slot of passwordSlots) slot.clear();
      passwordSlots[settings.rememberPassword ? 1 : 0]?.write(password);
    });
  },

  /** Leaves the team: this browser works alone again (its own records stay). */
  forget: () => {
    write(() => {
      settingsSlot.clear();
      for (const slot of passwordSlots) slot.clear();
    });
  },

  /** Reads storage again (tests clear it between cases). */
  reload: () => {
    emit();
  },

  /** undefined: this tab has none (not remembered, and this tab was not given it). */
  password: (): string | undefined => passwordSlots[0]?.read() ?? passwordSlots[1]?.read(),
};

/** This browser's id on History entries and claims ("from which browser"). */
export function browserId(): string {
  let id = browserSlot.read();
  if (!id) {
    id = crypto.randomUUID();
    browserSlot.write(id);
  }
  return id;
}

/** The team's database address, without credentials (they go in a header). */
export function databaseUrl(settings: Pick<TeamSettings, 'url' | 'database'>): string {
  return `${settings.url.replace(/\/+$/, '')}/${encodeURIComponent(settings.database)}`;
}

/** Who sent a History entry, when a team is configured: "Your name" and the account. */
export function teamStamp():
  { sentBy: string; sentByAccount: string; browserId: string } | undefined {
  const { settings } = teamSettingsStore.getSnapshot();
  return settings
    ? { sentBy: settings.displayName, sentByAccount: settings.username, browserId: browserId() }
    : undefined;
}

/** Settings → Team's answer: History entries shared with the team keep customer details. */
export const shareCustomerDetails = () =>
  teamSettingsStore.getSnapshot().settings?.shareCustomerDetails === true;

/**
 * The team's window as this browser last read it from the team server (team-window.ts), with
 * the database it belongs to: known offline too.
 */
export const teamWindowSlot = storageSlot<{ database: string; days: number } | undefined>({
  key: 'ac.team.window',
  check: (stored) => {
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { database, days } = stored as { database?: unknown; days?: unknown };
    const valid = historyDaysOf(days);
    return typeof database === 'string' && valid ? { database, days: valid } : undefined;
  },
  fallback: undefined,
});

/** The team's window for these settings' database; undefined when the team chose none. */
export function teamHistoryDays(settings: TeamSettings): number | undefined {
  const known = teamWindowSlot.read();
  return known?.database === databaseUrl(settings) ? known.days : undefined;
}

/** Days this browser keeps: the person's own choice, else the team's, else 90. */
export const historyDaysKept = (settings: TeamSettings) =>
  settings.historyDays ?? teamHistoryDays(settings) ?? DEFAULT_HISTORY_DAYS;

/** The first instant this browser keeps of the team's History; undefined without a team. */
export function windowSince(now = Date.now()): number | undefined {
  const settings = teamSettingsStore.getSnapshot().settings;
  return settings ? windowStart(historyDaysKept(settings), now) : undefined;
}
