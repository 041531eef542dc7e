// HTML error pages in the browser's parser (jsdom here): title and visible text only.
import { describe, expect, it } from 'vitest';
import { htmlToText } from '../../src/api/html-text';
import { looksLikeHtml } from '../../src/api/unconfirmed';

describe('htmlToText', () => {
  it('keeps the title and visible text, drops style, script, noscript and comments', () => {
    const page =
      '<!doctype html><html><head><title>502 Bad Gateway</title><style>body{color:red}</style></head>' +
      '<body><h1>Bad gateway</h1><p>The upstream &amp; its proxy failed.</p>' +
      '<script>window.boom = 1</script><noscript>Enable JS</noscript><!-- id 42 --></body></html>';
    expect(htmlToText(page)).toBe('502 Bad Gateway — Bad gateway The upstream & its proxy failed.');
  });

  it('runs nothing while reading a page', () => {
    const w = window as unknown as { hit?: boolean };
    htmlToText('<img src="x" onerror="window.hit = true"><svg onload="window.hit = true"></svg>');
    expect(w.hit).toBeUndefined();
  });

  it('gives the title once when the page repeats it', () => {
    expect(htmlToText('<title>Oops</title><h1>Oops</h1><p>Later.</p>')).toBe('Oops Later.');
  });

  it('reads a huge or broken page quickly', () => {
    const started = performance.now();
    htmlToText('<'.repeat(200_000) + '<script>'.repeat(50_000));
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('tells HTML from text', () => {
    expect(looksLikeHtml('x', 'text/html; charset=utf-8')).toBe(true);
    expect(looksLikeHtml('  <!DOCTYPE html><p>x')).toBe(true);
    expect(looksLikeHtml('a < b and c > d', 'text/plain')).toBe(false);
  });
});
