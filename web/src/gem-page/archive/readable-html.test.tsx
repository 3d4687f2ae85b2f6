/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { ReadableHtml } from './readable-html';

describe('ReadableHtml', () => {
  it('rebuilds the copy’s text structure and links, and nothing that runs or loads', () => {
    const { container } = render(
      <ReadableHtml
        html={`<h2>Tides</h2><p onclick="steal()">The <em>gates</em> <a href="https://site.test/n" onmouseover="x()">notes</a>
          <a href="javascript:alert(1)">bad</a><img src="https://t.test/p.gif" onerror="alert(2)"></p>
          <script>window.ran = true</script><nav>MENU</nav><iframe src="https://ads.test"></iframe>
          <ul><li>one</li></ul>`}
      />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Tides');
    expect(container.querySelector('em')?.textContent).toBe('gates');
    const links = [...container.querySelectorAll('a')];
    expect(links[0]).toMatchObject({
      href: 'https://site.test/n',
      target: '_blank',
      rel: 'noopener noreferrer nofollow ugc',
    });
    expect(links[1]!.getAttribute('href')).toBeNull();
    expect(container.querySelector('script, nav, iframe, img')).toBeNull();
    expect(container.innerHTML).not.toMatch(/on\w+=|javascript:|MENU/);
    expect(container.querySelector('li')?.textContent).toBe('one');
    expect((window as unknown as { ran?: boolean }).ran).toBeUndefined();
  });
});
