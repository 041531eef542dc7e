// What the affiliate directory says of a typed referral code: an affiliate's code, an
// affiliate's name typed instead of their code, or a code it does not hold. The service is
// the authority on codes: a code missing here may still be one it knows. Loaded with the
// forms' lazy parts and at send, not with the first page.
import { directoryLookupKeys, findInDirectory } from './directory-lookup';

export type CodeCheck =
  /** A directory affiliate's code (`code` as the directory spells it). */
  | { kind: 'code'; code: string; name: string }
  /** An affiliate's name, not a code: their codes. */
  | { kind: 'name'; name: string; codes: string[] }
  /** The directory holds affiliates, none with this code or name. */
  | { kind: 'not-in-directory' }
  /** Nothing typed, or no directory to ask: nothing to say. */
  | { kind: 'nothing' };

export const directoryCheckKeys = {
  code: (text: string) => [...directoryLookupKeys.all, 'check-code', text.trim()] as const,
};

const words = (s: string) => s.trim().toLowerCase().split(/\s+/).join(' ');

export async function checkCode(text: string): Promise<CodeCheck> {
  const typed = words(text);
  if (typed === '') return { kind: 'nothing' };
  const found = await findInDirectory(typed);
  for (const a of found) {
    const code = a.codes.find((c) => c.toLowerCase() === typed);
    if (code !== undefined) return { kind: 'code', code, name: a.name };
  }
  const named = found.find((a) => words(a.name) === typed && a.codes.length > 0);
  if (named) return { kind: 'name', name: named.name, codes: named.codes };
  // An empty directory knows nothing either way: it says nothing.
  if (found.length === 0 && (await findInDirectory('')).length === 0) return { kind: 'nothing' };
  return { kind: 'not-in-directory' };
}

/** "Ana Lima's code is ANA10", or "codes are ANA10, ANA20". */
export const codesSentence = (name: string, codes: readonly string[]) =>
  `${name}’s ${codes.length === 1 ? 'code is' : 'codes are'} ${codes.join(', ')}`;

/**
 * Before a send: why the typed code must not go, when it is an affiliate's name rather than a
 * code the directory knows; undefined otherwise (and when the directory cannot be read).
 */
export async function nameInsteadOfCode(text: string): Promise<string | undefined> {
  const check = await checkCode(text).catch(() => undefined);
  if (check?.kind !== 'name') return undefined;
  const their = check.codes.length === 1 ? 'their code is' : 'their codes are';
  return `“${text.trim()}” is an affiliate’s name, not a referral code: ${their} ${check.codes.join(', ')}. Use ${check.codes.length === 1 ? 'it' : 'one'}, or type the code.`;
}
