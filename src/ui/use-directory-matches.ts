// The affiliate directory's entries whose name, code or ID starts with what a field
// holds (settled, lower-cased): the one query behind every directory suggestion list.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { directoryLookupKeys, findInDirectory } from '../lib/directory-lookup';

export function useDirectoryMatches(text: string) {
  const prefix = text.trim().toLowerCase();
  const { data = [] } = useQuery({
    queryKey: directoryLookupKeys.find(prefix),
    queryFn: () => findInDirectory(prefix),
    placeholderData: keepPreviousData,
  });
  return { prefix, matches: data };
}
