// Which keys an HTTP header can carry. A browser drops spaces at either end
// without a word (the service would get another key), and refuses line breaks,
// control characters and anything past Latin-1, failing the request as if the
// network had. So such a key is refused where it is typed, and never sent.

/** What stops this key from going in the X-Service-Key header, or undefined when nothing does. */
export function serviceKeyProblem(key: string): string | undefined {
  if (key === '') return 'Enter the service key.';
  if (key !== key.trim())
    return 'The key starts or ends with a space or line break. Remove it: a header cannot carry it, so the service would get another key.';
  // Say where, never what: the key is shown nowhere, not even a character of it.
  let position = 0;
  for (const char of key) {
    position++; // code points, as a person counts them
    const n = char.codePointAt(0) ?? 0;
    if (n < 0x20 || (n >= 0x7f && n <= 0x9f))
      return `Its character ${position} is a control character (a tab, a line break or similar), which an HTTP header cannot carry. Copy the key again.`;
    if (n > 0xff)
      return `Its character ${position} cannot go in an HTTP header (only Latin-1 can). Copy the key again: a curly quote, a dash or an emoji often slips in.`;
  }
  return undefined;
}
