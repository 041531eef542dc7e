// Site data blocked (a browser setting or policy): merely reading localStorage or
// sessionStorage throws a SecurityError, and every store of the console (connections,
// keys, drafts) with it. Imported first by main.tsx: it puts a store that lives in this
// page's memory in their place, so that the console starts and sends, and says so.
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
    clear: () => {
      items.clear();
    },
  };
}

function refused(name: 'localStorage' | 'sessionStorage') {
  try {
    return !window[name];
  } catch {
    return true;
  }
}

/** True when this browser refuses this site's storage: History, drafts and the duplicate guard are off. */
export const siteDataBlocked = refused('localStorage') || refused('sessionStorage');

if (siteDataBlocked)
  for (const name of ['localStorage', 'sessionStorage'] as const)
    Object.defineProperty(window, name, { value: memoryStorage(), configurable: true });
