// A table read from a chosen file or pasted text by ./read-table, for the pages
// that take a sheet (affiliates, bulk commissions): busy while reading, an error in words.
import { useState } from 'react';
import { readTable, type Table } from './read-table';

interface LoadedTable {
  name: string;
  table: Table;
}

/** `onRead` runs once a table is read (the page guesses its columns then). */
export function useTableFile(onRead: (table: Table) => void) {
  const [loaded, setLoaded] = useState<LoadedTable | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const read = (input: { file: File } | { text: string }, name: string) => {
    setBusy(true);
    setError(undefined);
    readTable(input)
      .then((table) => {
        setLoaded({ name, table });
        onRead(table);
      })
      .catch((e: unknown) => {
        setLoaded(undefined);
        setError(e instanceof Error ? e.message : String(e));
      })
      .finally(() => {
        setBusy(false);
      });
  };
  return { loaded, error, busy, read };
}
