import { useEffect, useState } from 'react';
import type { HistoryEntry } from './history-entry';
import { listEntries, onHistoryChange } from './history-store';

/** All entries, newest first, kept fresh when this or another tab writes. */
export function useHistoryEntries() {
  const [entries, setEntries] = useState<HistoryEntry[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      listEntries().then(
        (all) => {
          if (live) setEntries(all);
        },
        (e: unknown) => {
          if (live) setError(e instanceof Error ? e.message : String(e));
        },
      );
    };
    load();
    // Bursts of writes (a bulk send) reload once.
    const off = onHistoryChange(() => {
      clearTimeout(timer);
      timer = setTimeout(load, 150);
    });
    return () => {
      live = false;
      clearTimeout(timer);
      off();
    };
  }, []);
  return { entries, error };
}
