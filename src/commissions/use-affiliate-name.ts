// The directory's name for an affiliate ID, to say beside it ("aff-1002 · Alice Martin"):
// undefined while unknown. The directory is asked through the app's look-up (lib).
import { useQuery } from '@tanstack/react-query';
import { directoryLookupKeys, findInDirectory } from '../lib/directory-lookup';

export function useAffiliateName(affiliateId: string): string | undefined {
  const id = affiliateId.trim().toLowerCase();
  const { data = [] } = useQuery({
    queryKey: directoryLookupKeys.find(id),
    queryFn: () => findInDirectory(id),
    enabled: id !== '',
  });
  const name = data.find((a) => a.affiliateIds.some((x) => x.toLowerCase() === id))?.name;
  // A learned affiliate whose answer gave no name is named by its ID: nothing to add.
  return name?.trim().toLowerCase() === id ? undefined : name;
}

/** "aff-1002 (Alice Martin)" in a sentence, or the ID alone while the directory does not know it. */
export const withName = (id: string, name: string | undefined) =>
  name === undefined ? id : `${id} (${name})`;
