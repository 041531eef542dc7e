// The subscribe/notify pair every hand-written store repeats: a set of listeners, a
// subscribe that returns its own unsubscribe (the shape useSyncExternalStore wants), and
// an emit that calls each one.

export interface Listeners<A extends unknown[] = []> {
  // Properties, not methods: subscribe may be passed on unbound (useSyncExternalStore(store.subscribe, …)).
  subscribe: (listener: (...args: A) => void) => () => void;
  emit: (...args: A) => void;
  /** How many are listening now. */
  size: () => number;
}

export function createListeners<A extends unknown[] = []>(): Listeners<A> {
  const listeners = new Set<(...args: A) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(...args) {
      for (const listener of listeners) listener(...args);
    },
    size: () => listeners.size,
  };
}
