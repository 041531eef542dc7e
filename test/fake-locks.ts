// jsdom has no Web Locks. This is the part of the LockManager the console uses, as the
// spec defines it: exclusive and shared modes, requests granted in order, ifAvailable
// (refused when held or when others wait), a signal that withdraws a waiting request, query().
// One instance stands for the browser: every "tab" a test makes shares it.

type Mode = 'exclusive' | 'shared';
interface Waiting {
  name: string;
  mode: Mode;
  grant: () => void;
}
interface Held {
  name: string;
  mode: Mode;
}
type Callback = (lock: Held | null) => unknown;
interface Options {
  mode?: Mode;
  ifAvailable?: boolean;
  signal?: AbortSignal;
}

class FakeLockManager {
  private held: Held[] = [];
  private waiting: Waiting[] = [];

  private fits(name: string, mode: Mode) {
    const holders = this.held.filter((h) => h.name === name);
    return holders.length === 0 || (mode === 'shared' && holders.every((h) => h.mode === 'shared'));
  }

  async request(name: string, a: Options | Callback, b?: Callback): Promise<unknown> {
    const options = typeof a === 'function' ? {} : a;
    const callback = typeof a === 'function' ? a : b;
    if (!callback) throw new TypeError('no callback');
    const mode = options.mode ?? 'exclusive';
    let lock: Held;
    if (options.ifAvailable) {
      const queued = this.waiting.some((w) => w.name === name);
      if (queued || !this.fits(name, mode)) return callback(null);
      lock = { name, mode };
      this.held.push(lock);
    } else {
      if (options.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      lock = await new Promise<Held>((resolve, reject) => {
        const entry: Waiting = {
          name,
          mode,
          grant: () => {
            const granted = { name, mode };
            this.held.push(granted);
            resolve(granted);
          },
        };
        this.waiting.push(entry);
        options.signal?.addEventListener('abort', () => {
          const at = this.waiting.indexOf(entry);
          if (at === -1) return;
          this.waiting.splice(at, 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
        this.pump();
      });
    }
    try {
      return await callback(lock);
    } finally {
      this.held.splice(this.held.indexOf(lock), 1);
      this.pump();
    }
  }

  /** Grants waiting requests in order: per name, the first that does not fit stops the rest. */
  private pump() {
    const blocked = new Set<string>();
    for (const w of [...this.waiting]) {
      if (blocked.has(w.name)) continue;
      if (!this.fits(w.name, w.mode)) {
        blocked.add(w.name);
        continue;
      }
      this.waiting.splice(this.waiting.indexOf(w), 1);
      w.grant();
    }
  }

  query() {
    return Promise.resolve({
      held: this.held.map((h) => ({ ...h })),
      pending: this.waiting.map(({ name, mode }) => ({ name, mode })),
    });
  }
}

/** Gives jsdom's navigator a LockManager until the returned function takes it away. */
export function installFakeLocks(): () => void {
  Object.defineProperty(navigator, 'locks', {
    value: new FakeLockManager(),
    configurable: true,
  });
  return () => {
    Reflect.deleteProperty(navigator, 'locks');
  };
}
