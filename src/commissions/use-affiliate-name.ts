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
  return data.find((a) => a.affiliateIds.some((x) => x.toLowerCase() === id))?.name;
}
