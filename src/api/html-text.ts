// An HTML error page as a person would read it: its title and visible text,
// never its styles, scripts or comments, and never as HTML.

/** Enough of a page to find its title and first words. */
const MAX_INPUT = 256 * 1024;

const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim();

function withTitle(title: string, text: string): string {
  if (title === '') return text;
  if (text === '' || text.startsWith(title)) return text || title;
  return `${title} — ${text}`;
}

/** Browsers (and jsdom): the HTML parser, which runs no script and loads nothing. */
function parsed(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, noscript, template').forEach((e) => {
    e.remove();
  });
  const parts: string[] = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    parts.push(node.nodeValue ?? '');
  return withTitle(squeeze(doc.title), squeeze(parts.join(' ')));
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Elements whose content is not visible text. */
const HIDDEN = new Set(['script', 'style', 'title', 'noscript', 'template']);

/** Node (no DOMParser): one forward scan that keeps text and drops tags, comments, scripts and styles. */
function scanned(html: string): string {
  const lower = html.toLowerCase();
  let title = '';
  let text = '';
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt === -1) {
      text += html.slice(at);
      break;
    }
    text += `${html.slice(at, lt)} `;
    if (lower.startsWith('<!--', lt)) {
      const end = lower.indexOf('-->', lt + 4);
      at = end === -1 ? html.length : end + 3;
      continue;
    }
    const gt = html.indexOf('>', lt);
    if (gt === -1) break; // a tag that never ends: nothing after it is text
    const name = /^<([a-z][a-z0-9-]*)/.exec(lower.slice(lt, Math.min(gt, lt + 20)))?.[1] ?? '';
    at = gt + 1;
    if (HIDDEN.has(name)) {
      const close = lower.indexOf(`</${name}`, at);
      const end = close === -1 ? html.length : close;
      if (name === 'title' && title === '') title = html.slice(at, end);
      at = end; // its closing tag is read as a tag next
    }
  }
  return withTitle(squeeze(decode(title)), squeeze(decode(text)));
}

export function htmlToText(html: string): string {
  const input = html.slice(0, MAX_INPUT);
  return typeof DOMParser === 'undefined' ? scanned(input) : parsed(input);
}
