// "Affiliate ID" suggestions: directory entries (Affiliates) whose name, code or ID
// starts with the text, one option per ID; on the Demo connection its IDs follow.
import type { ComboboxPopupProps } from '../ui/combobox-field';
import { ComboboxList, useSettledText } from '../ui/combobox-list';
import { useDirectoryMatches } from '../ui/use-directory-matches';

interface IdOption {
  id: string;
  name?: string;
}

export function AffiliateIdSuggestions({
  demoIds,
  onChoose,
  ...popup
}: ComboboxPopupProps & { demoIds: readonly string[]; onChoose: (id: string) => void }) {
  const text = useSettledText(popup.input);
  const { prefix, matches: data } = useDirectoryMatches(text);
  const seen = new Set([prefix]);
  const fresh = (id: string) => !seen.has(id.toLowerCase()) && Boolean(seen.add(id.toLowerCase()));
  const options: IdOption[] = [
    ...data.flatMap((a) => a.affiliateIds.filter(fresh).map((id) => ({ id, name: a.name }))),
    ...demoIds
      .filter((id) => id.toLowerCase().startsWith(prefix) && fresh(id))
      .map((id) => ({ id })),
  ];
  return (
    <ComboboxList
      {...popup}
      text={text}
      options={options}
      describe={(o) => (o.name === undefined ? o.id : `${o.id} · ${o.name}`)}
      onChoose={(o) => {
        onChoose(o.id);
      }}
    />
  );
}
