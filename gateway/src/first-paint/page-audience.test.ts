import { describe, expect, it } from '@jest/globals';
import { pageAudience } from './page-audience.js';

const navigation = (path: string, headers: Record<string, string> = {}) => ({
  method: 'GET',
  path,
  headers: { 'sec-fetch-dest': 'document', accept: 'text/html', ...headers },
});
const PUBLIC = ['/', '/landing', '/explore', '/gem/12', '/collections/3', '/profile/ada'];
const MEMBERS_OWN = ['/dashboard', '/notifications', '/rewards'];
const session = { cookie: 'theme=dark; gems_session=abc' };

describe('whose page the gateway draws', () => {
  it('a visitor’s, for a browser navigating to a public page without a session', () => {
    for (const path of PUBLIC) expect(pageAudience(navigation(path))).toBe('visitor');
    expect(pageAudience(navigation('/gem/12', { cookie: 'theme=dark' }))).toBe('visitor');
    for (const path of MEMBERS_OWN) expect(pageAudience(navigation(path))).toBeNull();
  });

  it('a member’s, with a session cookie: the public pages and their own', () => {
    for (const path of [...PUBLIC, ...MEMBERS_OWN])
      expect(pageAudience(navigation(path, session))).toBe('member');
    for (const path of ['/admin', '/settings', '/imports', '/login'])
      expect(pageAudience(navigation(path, session))).toBeNull();
  });

  it('nobody’s when it cannot tell: a session’s hint without its cookie, or a token (an API client)', () => {
    expect(pageAudience(navigation('/gem/12', { cookie: 'gems_signed_in=1' }))).toBeNull();
    expect(pageAudience(navigation('/gem/12', { authorization: 'Bearer x' }))).toBeNull();
    expect(pageAudience(navigation('/gem/12', { ...session, authorization: 'Bearer x' }))).toBeNull();
  });

  it('not a script fetching the page (the service worker’s copy of the shell), nor other pages', () => {
    expect(pageAudience(navigation('/', { 'sec-fetch-dest': 'empty', accept: '*/*' }))).toBeNull();
    expect(
      pageAudience(navigation('/', { ...session, 'sec-fetch-dest': 'empty', accept: '*/*' })),
    ).toBeNull();
    expect(pageAudience({ method: 'GET', path: '/', headers: { accept: '*/*' } })).toBeNull();
    expect(pageAudience({ method: 'GET', path: '/', headers: { accept: 'text/html' } })).toBe('visitor');
    expect(pageAudience({ ...navigation('/gem/12'), method: 'POST' })).toBeNull();
    for (const path of ['/dashboard', '/settings', '/gem/12/readable', '/gem/abc', '/login'])
      expect(pageAudience(navigation(path))).toBeNull();
  });
});
