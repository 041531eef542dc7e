// A referral code field's suggestions from the affiliate directory alone: codes of the
// affiliates whose name, code or ID starts with the text ("ANA10 · Ana Lima").
import type { ComboboxPopupProps } from './combobox-field';
import { ComboboxList, useSettledText } from './combobox-list';
import { useDirectoryMatches } from './use-directory-matches';

interface CodeOption {
  code: string;
  name: string;
}

export function DirectoryCodeSuggestions({
  onChoose,
  ...popup
}: ComboboxPopupProps & { onChoose: (code: string) => void }) {
  const text = useSettledText(popup.input);
  const { prefix, matches: data } = useDirectoryMatches(text);
  // The code already typed in full adds nothing.
  const seen = new Set([prefix]);
  const options: CodeOption[] = data.flatMap((a) =>
    a.codes
      .filter((code) => !seen.has(code.toLowerCase()) && Boolean(seen.add(code.toLowerCase())))
      .map((code) => ({ code, name: a.name })),
  );
  return (
    <ComboboxList
      {...popup}
      text={text}
      options={options}
      describe={(o) => `${o.code} · ${o.name}`}
      onChoose={(o) => {
        onChoose(o.code);
      }}
    />
  );
}
