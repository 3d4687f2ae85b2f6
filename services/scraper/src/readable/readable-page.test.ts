import { describe, expect, it } from '@jest/globals';
import { readablePage, textOf } from './readable-page.js';

const paragraph = (i: number) =>
  `<p>Paragraph ${i}: sourdough starters need flour, water and patience; the <em>levain</em> rises
   overnight and the crumb opens when the dough is folded gently, see <a href="/notes/${i}">notes</a>.</p>`;

const page = `<!doctype html><html><head><title>Slow bread | Baking Site</title>
<script>window.tracker = 'TRACKER-HEAD';</script><style>.x { color: red }</style></head>
<body>
<header><a href="/">Baking Site</a><nav><a href="/menu">MENU-LINK</a><a href="/about">About us</a></nav></header>
<div role="navigation"><a href="/sections">SECTIONS-LINK</a></div>
<main><article>
  <h1>Slow bread</h1>
  <p class="byline">By Ada Baker</p>
  ${Array.from({ length: 12 }, (_, i) => paragraph(i)).join('\n')}
  <p onclick="steal()">Handlers go <a href="javascript:alert(1)">nowhere</a>.
     <img src="https://tracker.example/pixel.gif" onerror="alert(2)"> Done.</p>
  <script>document.write('SCRIPT-IN-ARTICLE')</script>
  <iframe src="https://ads.example/frame">IFRAME-TEXT</iframe>
</article></main>
<aside>Related: ASIDE-TEXT</aside>
<footer><p>FOOTER-TEXT © Baking Site</p><a href="/privacy">Privacy</a></footer>
<script>track('TRACKER-BODY')</script>
</body></html>`;

describe('readablePage', () => {
  const copy = readablePage(page, 'https://bake.test/articles/slow-bread')!;

  it('keeps the article’s text, title and links made absolute', () => {
    expect(copy.title).toMatch(/^Slow bread/);
    expect(copy.byline).toBe('By Ada Baker');
    expect(copy.text).toContain('sourdough starters need flour');
    expect(copy.text).toContain('Paragraph 11');
    expect(copy.html).toContain('href="https://bake.test/notes/3"');
    expect(copy.html).toContain('rel="noopener noreferrer nofollow ugc"');
  });

  it('keeps no navigation, footer, script, style, frame, image or handler', () => {
    for (const gone of [
      'MENU-LINK',
      'SECTIONS-LINK',
      'FOOTER-TEXT',
      'TRACKER',
      'SCRIPT-IN-ARTICLE',
      'IFRAME-TEXT',
      'ASIDE-TEXT',
    ]) {
      expect(copy.html).not.toContain(gone);
      expect(copy.text).not.toContain(gone);
    }
    expect(copy.html).not.toMatch(/<(script|style|nav|footer|header|iframe|img|form)\b/i);
    expect(copy.html).not.toMatch(/\son\w+=|javascript:|class=|style=/i);
  });

  it('caps the text, and falls back to its paragraphs when the HTML is over its cap', () => {
    const capped = readablePage(page, 'https://bake.test/a', { maxHtmlChars: 500, maxTextChars: 800 })!;
    expect(capped.text.length).toBeLessThanOrEqual(801);
    expect(capped.html.startsWith('<p>')).toBe(true);
    expect(capped.html).not.toContain('<a ');
  });

  it('answers null for a page without readable text', () => {
    expect(
      readablePage('<html><body><nav>only a menu</nav><script>x()</script></body></html>', 'https://x.test/'),
    ).toBeNull();
  });
});

describe('textOf', () => {
  it('puts blocks on their own paragraphs and decodes entities', () => {
    expect(textOf('<h2>A &amp; B</h2><p>one<br>two</p><ul><li>x</li><li>y</li></ul>')).toBe(
      'A & B\n\none\n\ntwo\n\nx\n\ny',
    );
  });
});
