// A shell command line -> its words, as a POSIX shell would split them: what
// Postman, Hoppscotch and browsers write when they "Copy as cURL". Quotes,
// backslash escapes, backslash-newline continuations and $'…' are understood;
// nothing is expanded or run.

export type Words = { ok: true; words: string[] } | { ok: false; problem: string };

const ANSI_C: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  E: '\x1b',
  f: '\f',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '?': '?',
};

/** The body of $'…' from `start` (just after the opening quote): its text and where it ends. */
function ansiC(s: string, start: number): { text: string; end: number } | undefined {
  let text = '';
  for (let i = start; i < s.length; i++) {
    const c = s.charAt(i);
    if (c === "'") return { text, end: i };
    if (c !== '\\') {
      text += c;
      continue;
    }
    const n = s[++i] ?? '';
    const hex = /^x([0-9a-fA-F]{1,2})/.exec(s.slice(i));
    const uni = /^u([0-9a-fA-F]{1,4})|^U([0-9a-fA-F]{1,8})/.exec(s.slice(i));
    if (hex?.[1]) {
      text += String.fromCharCode(parseInt(hex[1], 16));
      i += hex[0].length - 1;
    } else if (uni) {
      text += String.fromCodePoint(parseInt(uni[1] ?? uni[2] ?? '0', 16));
      i += uni[0].length - 1;
    } else text += ANSI_C[n] ?? `\\${n}`;
  }
  return undefined;
}

export function shellWords(input: string): Words {
  // CRLF line ends (a command copied on Windows) read as the shell's.
  const s = input.replace(/\r\n/g, '\n');
  const words: string[] = [];
  let word: string | undefined;
  const add = (t: string) => {
    word = (word ?? '') + t;
  };
  for (let i = 0; i < s.length; i++) {
    const c = s.charAt(i);
    if (c === ' ' || c === '\t' || c === '\n') {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (c === '\\') {
      const n = s.charAt(i + 1);
      i++;
      if (n !== '\n') add(n); // backslash-newline joins the lines
    } else if (c === "'") {
      const end = s.indexOf("'", i + 1);
      if (end < 0) return { ok: false, problem: "A single quote (') is never closed." };
      add(s.slice(i + 1, end));
      i = end;
    } else if (c === '$' && s.charAt(i + 1) === "'") {
      const body = ansiC(s, i + 2);
      if (!body) return { ok: false, problem: "A $'…' quote is never closed." };
      add(body.text);
      i = body.end;
    } else if (c === '"') {
      let text = '';
      let j = i + 1;
      for (; j < s.length && s[j] !== '"'; j++) {
        const d = s.charAt(j);
        const n = s.charAt(j + 1);
        if (d === '\\' && (n === '"' || n === '\\' || n === '$' || n === '`' || n === '\n')) {
          if (n !== '\n') text += n;
          j++;
        } else text += d;
      }
      if (j >= s.length) return { ok: false, problem: 'A double quote (") is never closed.' };
      add(text);
      i = j;
    } else add(c);
  }
  if (word !== undefined) words.push(word);
  return { ok: true, words };
}
