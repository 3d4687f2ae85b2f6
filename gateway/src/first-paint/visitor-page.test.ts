import { describe, expect, it } from '@jest/globals';
import { wantsFirstPaint } from './visitor-page.js';

const navigation = (path: string, headers: Record<string, string> = {}) => ({
  method: 'GET',
  path,
  headers: { 'sec-fetch-dest': 'document', accept: 'text/html', ...headers },
});

describe('which requests get a page drawn in the gateway', () => {
  it('a browser navigating to a public page without a session', () => {
    for (const path of ['/', '/landing', '/explore', '/gem/12', '/collections/3', '/profile/ada'])
      expect(wantsFirstPaint(navigation(path))).toBe(true);
  });

  it('never anyone who may be signed in: session cookie, its readable hint, or a token', () => {
    expect(wantsFirstPaint(navigation('/gem/12', { cookie: 'theme=dark; gems_session=abc' }))).toBe(false);
    expect(wantsFirstPaint(navigation('/gem/12', { cookie: 'gems_signed_in=1' }))).toBe(false);
    expect(wantsFirstPaint(navigation('/gem/12', { authorization: 'Bearer x' }))).toBe(false);
    expect(wantsFirstPaint(navigation('/gem/12', { cookie: 'theme=dark' }))).toBe(true);
  });

  it('not a script fetching the page (the service worker’s copy of the shell), nor other pages', () => {
    expect(wantsFirstPaint(navigation('/', { 'sec-fetch-dest': 'empty', accept: '*/*' }))).toBe(false);
    expect(wantsFirstPaint({ method: 'GET', path: '/', headers: { accept: '*/*' } })).toBe(false);
    expect(wantsFirstPaint({ method: 'GET', path: '/', headers: { accept: 'text/html' } })).toBe(true);
    expect(wantsFirstPaint({ ...navigation('/gem/12'), method: 'POST' })).toBe(false);
    for (const path of ['/dashboard', '/settings', '/gem/12/readable', '/gem/abc', '/login'])
      expect(wantsFirstPaint(navigation(path))).toBe(false);
  });
});
