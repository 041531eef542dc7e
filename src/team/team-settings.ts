// Settings → Team, kept in this browser: the server, database, user name and display
// name in localStorage; the password apart from them, like a connection's key: this tab
// (sessionStorage) unless "remember on this device" moves it to localStorage. Nothing
// here is ever written to History, an export, a URL, a log or a replicated document.
const SETTINGS_SLOT = 'ac.team.v1';
const PASSWORD_SLOT = 'ac.team.password';
const BROWSER_SLOT = 'ac.team.browser-id';

export interface TeamSettings {
  /** The server's address, without the database ("https://couch.example.com"). */
  url: string;
  database: string;
  username: string;
  /** "Your name": who colleagues see as "sent by". */
  displayName: string;
  rememberPassword: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): TeamSettings | undefined {
  try {
    const raw = localStorage.getItem(SETTINGS_SLOT);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const s = parsed as Partial<TeamSettings>;
    if (typeof s.url !== 'string' || typeof s.database !== 'string') return undefined;
    return {
      url: s.url,
      database: s.database,
      username: typeof s.username === 'string' ? s.username : '',
      displayName: typeof s.displayName === 'string' ? s.displayName : '',
      rememberPassword: s.rememberPassword === true,
    };
  } catch {
    return undefined;
  }
}

let snapshot: { settings: TeamSettings | undefined } | undefined;
function emit() {
  snapshot = { settings: read() };
  for (const l of listeners) l();
}

export const teamSettingsStore = {
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    const onStorage = (e: StorageEvent) => {
      if (e.key === SETTINGS_SLOT) emit();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  getSnapshot: () => (snapshot ??= { settings: read() }),

  save: (settings: TeamSettings, password: string) => {
    localStorage.setItem(SETTINGS_SLOT, JSON.stringify(settings));
    localStorage.removeItem(PASSWORD_SLOT);
    sessionStorage.removeItem(PASSWORD_SLOT);
    (settings.rememberPassword ? localStorage : sessionStorage).setItem(PASSWORD_SLOT, password);
    emit();
  },

  /** Leaves the team: this browser works alone again (its own records stay). */
  forget: () => {
    localStorage.removeItem(SETTINGS_SLOT);
    localStorage.removeItem(PASSWORD_SLOT);
    sessionStorage.removeItem(PASSWORD_SLOT);
    emit();
  },

  /** Reads storage again (tests clear it between cases). */
  reload: () => {
    emit();
  },

  /** undefined: this tab has none (not remembered, and this tab was not given it). */
  password: (): string | undefined => {
    return (
      sessionStorage.getItem(PASSWORD_SLOT) ?? localStorage.getItem(PASSWORD_SLOT) ?? undefined
    );
  },
};

/** This browser's id on History entries and claims ("from which browser"). */
export function browserId(): string {
  let id = localStorage.getItem(BROWSER_SLOT);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(BROWSER_SLOT, id);
  }
  return id;
}

/** The team's database address, without credentials (they go in a header). */
export function databaseUrl(settings: Pick<TeamSettings, 'url' | 'database'>): string {
  return `${settings.url.replace(/\/+$/, '')}/${encodeURIComponent(settings.database)}`;
}

/** Who sent a History entry, when a team is configured. */
export function teamStamp(): { sentBy: string; browserId: string } | undefined {
  const { settings } = teamSettingsStore.getSnapshot();
  return settings ? { sentBy: settings.displayName, browserId: browserId() } : undefined;
}
