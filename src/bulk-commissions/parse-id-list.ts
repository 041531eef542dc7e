// Affiliate IDs as a person pastes them: one per line, or separated by commas,
// semicolons, tabs or spaces. Blanks and repeats are dropped, and counted, so
// the page can say what it left out.

export interface IdList {
  ids: string[];
  duplicates: number;
  blanks: number;
}

export function parseIdList(text: string): IdList {
  const ids: string[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  let blanks = 0;
  // A field is what lies between line breaks, commas or semicolons; within it, spaces separate IDs.
  const fields = text.split(/\r\n|\r|\n|,|;/);
  // The line break after the last ID leaves one empty field that nobody typed.
  if (fields.length > 1 && fields[fields.length - 1]?.trim() === '') fields.pop();
  for (const field of fields) {
    const words = field.split(/\s+/).filter((w) => w !== '');
    if (words.length === 0) {
      if (text.trim() !== '') blanks++;
      continue;
    }
    for (const id of words) {
      if (seen.has(id)) duplicates++;
      else {
        seen.add(id);
        ids.push(id);
      }
    }
  }
  return { ids, duplicates, blanks };
}
