import { describe, expect, it } from '@jest/globals';
import { extract } from './extract.js';
import { mergeRendered } from './merge-rendered.js';

const URL = 'https://app.example.com/items/42';
const SHELL = `<!doctype html><html><head><title>Loading…</title>
  <meta name="description" content="The Example app"></head>
  <body><div id="root"></div><script src="/app.js"></script></body></html>`;
// What the browser holds once the script ran: the same head, plus what the script wrote.
const RENDERED = `<!doctype html><html><head><title>Loading…</title>
  <meta name="description" content="The Example app">
  <meta property="og:title" content="Blue Bottle Coffee Grinder">
  <meta property="og:image" content="https://cdn.example.com/grinder.jpg"></head>
  <body><div id="root"><h1>Blue Bottle Coffee Grinder</h1></div></body></html>`;

describe('mergeRendered', () => {
  it('takes the rendered og:title over the static placeholder <title>', () => {
    const first = extract(SHELL, URL);
    expect(first).toMatchObject({ title: 'Loading…', needsRendering: true });
    const merged = mergeRendered(first, extract(RENDERED, URL));
    expect(merged.title).toBe('Blue Bottle Coffee Grinder');
    expect(merged.image).toBe('https://cdn.example.com/grinder.jpg');
  });

  it('keeps what the static HTML had when the rendering lacks it', () => {
    const first = extract(
      `<html><head><title>Static</title><meta property="og:image" content="https://cdn.example.com/a.png">
      <meta name="author" content="Ana Silva"></head><body><div id="app"></div><script></script></body></html>`,
      URL,
    );
    const rendered = extract('<html><head></head><body><p>hello</p></body></html>', URL);
    const merged = mergeRendered(first, rendered);
    expect(merged).toMatchObject({
      title: 'Static',
      image: 'https://cdn.example.com/a.png',
      author: 'Ana Silva',
    });
  });
});
