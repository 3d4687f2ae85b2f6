import { describe, expect, it } from '@jest/globals';
import { scriptJson, withFirstPaint } from './first-paint-html.js';

const INDEX =
  '<!doctype html><html><head><title>Gems</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

describe('a drawn page in index.html', () => {
  it('puts the page in #root, its answers as JSON and its styles and preloads in the head', () => {
    const html = withFirstPaint(INDEX, {
      html: '<link rel="preload" as="image" href="/p.webp"/><div>page</div>',
      state: [[['gem', 1], { title: 'x' }, 5]],
      styles: '<style data-rc-order="prependQueue" data-css-hash="1a">.a{color:red}</style>',
    });
    expect(html).toContain(
      '<link rel="preload" as="image" href="/p.webp"/><style data-rc-order="prependQueue" data-css-hash="1a">.a{color:red}</style>',
    );
    expect(html.indexOf('<style data-rc-order')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"><div data-first-paint><div>page</div></div></div>');
    expect(html).toContain(
      '<script type="application/json" id="first-paint-state">[[["gem",1],{"title":"x"},5]]</script>',
    );
  });

  it('keeps hostile answers inside their script element', () => {
    const hostile = { title: '</script><script>alert(1)</script><!--', line: 'a\u2028b' };
    const json = scriptJson(hostile);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(hostile);
    const html = withFirstPaint(INDEX, { html: '<p>x</p>', state: hostile, styles: '' });
    expect(html.match(/<script/g)).toHaveLength(2); // the data and the app's own
  });

  it('sends only style elements of CSS: anything else in the styles is left out', () => {
    for (const styles of [
      '<style>a{}</style><script>alert(1)</script>',
      '<style onload="alert(1)">a{}</style>',
      '<style>a{}</style><style>b{}<img src=x></style>',
      '<link rel="stylesheet" href="//evil.example/x.css">',
    ]) {
      const html = withFirstPaint(INDEX, { html: '<p>x</p>', state: [], styles });
      expect(html).not.toContain('alert');
      expect(html).not.toContain('evil.example');
      expect(html).not.toContain('<img');
    }
  });

  it('leaves a page without the empty #root as it is', () => {
    const other = INDEX.replace('<div id="root"></div>', '<div id="root">x</div>');
    expect(withFirstPaint(other, { html: 'p', state: [], styles: '' })).toBe(other);
  });

  it('is not fooled by replacement patterns in the page', () => {
    const html = withFirstPaint(INDEX, { html: '<p>$& $1 $$</p>', state: ['$&'], styles: '' });
    expect(html).toContain('<p>$& $1 $$</p>');
    expect(html).toContain('["$&"]');
  });
});
