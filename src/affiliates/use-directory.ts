// The directory through TanStack Query: learned from new sends, then read; re-read
// whenever it changes here, in another tab, or from a colleague.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readRows } from './affiliate-store';
import { onDirectoryChange } from './directory-events';
import { directoryKeys } from './keys';
import { learnFromHistory } from './learn';

export function useDirectory() {
  const client = useQueryClient();
  useEffect(
    () =>
      onDirectoryChange(() => {
        void client.invalidateQueries({ queryKey: directoryKeys.all });
      }),
    [client],
  );
  return useQuery({
    queryKey: directoryKeys.all,
    queryFn: async () => {
      // History that cannot be read teaches nothing; the directory still shows.
      await learnFromHistory().catch(() => 0);
      return readRows();
    },
  });
}
