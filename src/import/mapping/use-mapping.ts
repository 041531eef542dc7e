// The mapping belongs to the file it was made for: a new file starts from a
// preset its headers match, else from a guess; a person's changes stay with it.
import { useState } from 'react';
import type { Parsed } from '../parse/use-parser';
import { guessMapping, looksLikeShopify, SHOPIFY_PRESET, type Mapping } from './fields';

export function useMapping(parsed: Parsed | undefined) {
  const [edited, setEdited] = useState<{ for: Parsed; mapping: Mapping } | undefined>();
  const mapping: Mapping = !parsed
    ? {}
    : edited?.for === parsed
      ? edited.mapping
      : looksLikeShopify(parsed.headers)
        ? SHOPIFY_PRESET
        : guessMapping(parsed.headers);
  const setMapping = (next: Mapping) => {
    if (parsed) setEdited({ for: parsed, mapping: next });
  };
  return [mapping, setMapping] as const;
}
