// A "Copy as cURL" command -> the request it makes: method, URL, body. A key or
// other credential in it (a key/token/authorization header, -u, a cookie) is
// noted and dropped here, so that it never reaches a form, storage or the page.
import { shellWords } from './shell-words';

interface CurlRequest {
  method: string | undefined;
  url: string | undefined;
  /** The data options' text, joined as curl joins them (with &). */
  body: string | undefined;
  /** A credential was in the command (and was dropped). */
  keyIgnored: boolean;
}

const DATA = new Set([
  '-d',
  '--data',
  '--data-raw',
  '--data-binary',
  '--data-ascii',
  '--data-urlencode',
  '--json',
]);
const CREDENTIALS = new Set(['-u', '--user', '--oauth2-bearer', '-b', '--cookie', '-E', '--cert']);
/** Options that take a value the request does not depend on (skipped with it). */
const WITH_VALUE = new Set([
  '-o',
  '--output',
  '-A',
  '--user-agent',
  '-e',
  '--referer',
  '-m',
  '--max-time',
  '--connect-timeout',
  '-x',
  '--proxy',
  '--cacert',
  '--key',
  '-w',
  '--write-out',
  '-c',
  '--cookie-jar',
  '--retry',
  '-r',
  '--range',
  '-F',
  '--form',
  '-T',
  '--upload-file',
  '--resolve',
  '--max-redirs',
]);

/** A header whose name says it carries a key, token or credential. */
const isKeyHeader = (name: string) => /key|auth|token|secret|cookie|session/i.test(name);

export type CurlResult = { ok: true; request: CurlRequest } | { ok: false; problem: string };

export function parseCurl(command: string): CurlResult {
  const split = shellWords(command.trim());
  if (!split.ok) return split;
  const [first, ...words] = split.words;
  if (first !== 'curl') return { ok: false, problem: 'It does not start with curl.' };
  const data: string[] = [];
  let method: string | undefined;
  let url: string | undefined;
  let keyIgnored = false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    // -XPOST, -d'…', -H'…': a short option with its value attached.
    const short = /^(-[XdHub])(.+)$/.exec(word);
    const name = short?.[1] ?? word;
    const value = () => (short ? short[2] : words[++i]);
    if (name === '-X' || name === '--request') method = value()?.toUpperCase();
    else if (DATA.has(name)) data.push(value() ?? '');
    else if (name === '-H' || name === '--header') {
      const header = value() ?? '';
      const colon = header.indexOf(':');
      const headerName = colon < 0 ? header : header.slice(0, colon);
      if (isKeyHeader(headerName)) keyIgnored = true;
    } else if (CREDENTIALS.has(name)) {
      value();
      keyIgnored = true;
    } else if (name === '--url') url = value();
    else if (WITH_VALUE.has(name)) i++;
    else if (!word.startsWith('-')) url ??= word;
    // Any other option is a switch (--location, --compressed, -s, -i, -k …): no effect here.
  }
  const body = data.length > 0 ? data.join('&') : undefined;
  return {
    ok: true,
    request: { method: method ?? (body === undefined ? 'GET' : 'POST'), url, body, keyIgnored },
  };
}
