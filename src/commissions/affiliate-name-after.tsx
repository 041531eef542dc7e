// The directory's name after an affiliate ID shown on its own (" (Alice Martin)"): the
// confirmation, the bulk review and the bulk results say who an ID is. Nothing while unknown.
import { useAffiliateName } from './use-affiliate-name';

export function AffiliateNameAfter({ id }: { id: string }) {
  const name = useAffiliateName(id);
  return name === undefined ? null : <span className="affiliate-name"> ({name})</span>;
}
