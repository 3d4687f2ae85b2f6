import { describe, expect, it } from '@jest/globals';
import type { LinkCheckFacts } from '@gems/contracts';
import { nextLinkState, verdictOf, type CheckVerdict, type LinkState } from './link-health-rules.js';

const URL_ = 'https://site.test/page';
const facts = (over: Partial<LinkCheckFacts>): LinkCheckFacts => ({
  httpStatus: 200,
  finalUrl: URL_,
  redirects: [],
  usedGet: false,
  failure: null,
  ...over,
});
const fresh: LinkState = { status: 'unchecked', httpStatus: null, movedTo: null, strikes: 0, brokenAt: null };
const t1 = new Date('2026-11-20T10:00:00Z');
const t2 = new Date('2026-11-27T10:00:00Z');

describe('verdictOf', () => {
  it('reads 2xx as ok, 404/410 and no-such-host/refused as failures', () => {
    expect(verdictOf(URL_, facts({}))).toEqual({ kind: 'ok', httpStatus: 200 });
    expect(verdictOf(URL_, facts({ httpStatus: 404 }))).toEqual({ kind: 'failed', httpStatus: 404 });
    expect(verdictOf(URL_, facts({ httpStatus: 410 }))).toEqual({ kind: 'failed', httpStatus: 410 });
    for (const failure of ['unknown-host', 'refused'] as const)
      expect(verdictOf(URL_, facts({ httpStatus: null, failure }))).toEqual({
        kind: 'failed',
        httpStatus: null,
      });
  });

  it('reads timeouts, 5xx, bot walls and our own refusals as inconclusive', () => {
    for (const failure of ['timeout', 'network', 'policy', 'redirects'] as const)
      expect(verdictOf(URL_, facts({ httpStatus: null, failure })).kind).toBe('inconclusive');
    for (const httpStatus of [500, 503, 403, 429, 401])
      expect(verdictOf(URL_, facts({ httpStatus }))).toEqual({ kind: 'inconclusive', httpStatus });
  });

  it('reads moved only when every redirect was permanent and the end answered', () => {
    const to = 'https://elsewhere.test/new';
    expect(verdictOf(URL_, facts({ redirects: [301], finalUrl: to }))).toEqual({
      kind: 'moved',
      httpStatus: 301,
      movedTo: to,
    });
    expect(verdictOf(URL_, facts({ redirects: [308, 301], finalUrl: to })).kind).toBe('moved');
    expect(verdictOf(URL_, facts({ redirects: [301, 302], finalUrl: to }))).toEqual({
      kind: 'ok',
      httpStatus: 200,
    });
    expect(verdictOf(URL_, facts({ redirects: [307], finalUrl: to })).kind).toBe('ok');
    // A permanent redirect to a page that is gone is a failure of the link, not a move.
    expect(verdictOf(URL_, facts({ redirects: [301], finalUrl: to, httpStatus: 404 })).kind).toBe('failed');
  });
});

describe('nextLinkState', () => {
  const failed: CheckVerdict = { kind: 'failed', httpStatus: 404 };

  it('never breaks a link on one failure: the status stays and a strike is counted', () => {
    const ok = nextLinkState(fresh, { kind: 'ok', httpStatus: 200 }, t1);
    const once = nextLinkState(ok, failed, t1);
    expect(once).toEqual({ status: 'ok', httpStatus: 404, movedTo: null, strikes: 1, brokenAt: null });
    expect(nextLinkState(fresh, failed, t1)).toMatchObject({ status: 'unchecked', strikes: 1 });
  });

  it('breaks it on the second failure in a row, and keeps the day it broke', () => {
    const twice = nextLinkState(nextLinkState(fresh, failed, t1), failed, t1);
    expect(twice).toEqual({ status: 'broken', httpStatus: 404, movedTo: null, strikes: 2, brokenAt: t1 });
    expect(nextLinkState(twice, { kind: 'failed', httpStatus: null }, t2)).toMatchObject({
      status: 'broken',
      httpStatus: null,
      strikes: 3,
      brokenAt: t1,
    });
  });

  it('forgets a strike once the link answers, so failures must be consecutive', () => {
    const once = nextLinkState(fresh, failed, t1);
    const back = nextLinkState(once, { kind: 'ok', httpStatus: 200 }, t1);
    expect(nextLinkState(back, failed, t2)).toMatchObject({ status: 'ok', strikes: 1 });
  });

  it('lets an inconclusive check change nothing but the last status seen', () => {
    const once = nextLinkState(fresh, failed, t1);
    const unsure = nextLinkState(once, { kind: 'inconclusive', httpStatus: 503 }, t1);
    expect(unsure).toEqual({ ...once, httpStatus: 503 });
    expect(nextLinkState(unsure, failed, t2)).toMatchObject({ status: 'broken', brokenAt: t2 });
  });

  it('records a move and clears it when the address answers itself again; a broken link recovers', () => {
    const moved = nextLinkState(fresh, { kind: 'moved', httpStatus: 301, movedTo: 'https://x.test/' }, t1);
    expect(moved).toEqual({
      status: 'moved',
      httpStatus: 301,
      movedTo: 'https://x.test/',
      strikes: 0,
      brokenAt: null,
    });
    expect(nextLinkState(moved, { kind: 'ok', httpStatus: 200 }, t2)).toMatchObject({
      status: 'ok',
      movedTo: null,
    });
    const broken = { ...fresh, status: 'broken' as const, strikes: 2, brokenAt: t1 };
    expect(nextLinkState(broken, { kind: 'ok', httpStatus: 200 }, t2)).toEqual({
      status: 'ok',
      httpStatus: 200,
      movedTo: null,
      strikes: 0,
      brokenAt: null,
    });
  });
});
