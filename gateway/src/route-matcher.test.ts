import { describe, expect, it } from '@jest/globals';
import { ROUTES } from './routing-table.js';
import { compileRoutes, matchRoute } from './route-matcher.js';

const routes = compileRoutes(ROUTES);

// Every call of both spec documents' call tables, plus the routes the issues add.
const table: [string, string, string][] = [
  ['GET', '/api/auth/me', 'identity'],
  ['POST', '/api/auth/login', 'identity'],
  ['POST', '/api/auth/register', 'identity'],
  ['POST', '/api/auth/logout', 'identity'],
  ['POST', '/api/auth/wallet-login', 'identity'],
  ['POST', '/api/auth/wallet-nonce', 'identity'],
  ['PATCH', '/api/auth/profile', 'identity'],
  ['GET', '/api/login', 'identity'],
  ['GET', '/api/login/callback', 'identity'],
  ['GET', '/api/profile', 'identity'],
  ['PATCH', '/api/profile', 'identity'],
  ['GET', '/api/users', 'identity'],
  ['GET', '/api/users/alice', 'identity'],
  ['PUT', '/api/users/7/profile', 'identity'],
  ['POST', '/api/users/7/profile-photo', 'identity'],
  ['POST', '/api/users/7/referral-code', 'identity'],
  ['DELETE', '/api/admin/users/7', 'identity'],
  ['POST', '/api/scrape', 'scraper'],
  ['GET', '/api/tags', 'curation'],
  ['GET', '/api/categories', 'curation'],
  ['GET', '/api/gems', 'curation'],
  ['POST', '/api/gems', 'curation'],
  ['POST', '/api/gems/batch', 'curation'],
  ['GET', '/api/gems/5', 'curation'],
  ['PUT', '/api/gems/5', 'curation'],
  ['PATCH', '/api/gems/5', 'curation'],
  ['DELETE', '/api/gems/5', 'curation'],
  ['PUT', '/api/gems/reorder', 'curation'],
  ['GET', '/api/gems/5/images', 'curation'],
  ['POST', '/api/gems/5/images/upload', 'curation'],
  ['DELETE', '/api/gem-images/9', 'curation'],
  ['GET', '/api/gems/5/collections', 'curation'],
  ['POST', '/api/gems/5/short-url', 'curation'],
  ['GET', '/s/abcd1234', 'curation'],
  ['GET', '/api/collections', 'curation'],
  ['POST', '/api/collections', 'curation'],
  ['GET', '/api/collections/public', 'curation'],
  ['GET', '/api/collections/3', 'curation'],
  ['PUT', '/api/collections/3', 'curation'],
  ['DELETE', '/api/collections/3', 'curation'],
  ['GET', '/api/collections/3/gems', 'curation'],
  ['POST', '/api/collections/3/gems/5', 'curation'],
  ['DELETE', '/api/collections/3/gems/5', 'curation'],
  ['POST', '/api/gem-shelf', 'curation'],
  ['DELETE', '/api/gem-shelf/5/3', 'curation'],
  ['POST', '/api/gem-collections', 'curation'],
  ['GET', '/api/users/7/gems', 'curation'],
  ['GET', '/api/users/7/collections', 'curation'],
  ['GET', '/api/users/top-creators', 'curation'],
  ['POST', '/api/imports', 'curation'],
  ['GET', '/api/imports', 'curation'],
  ['GET', '/api/imports/4', 'curation'],
  ['GET', '/api/imports/4/failures.csv', 'curation'],
  ['GET', '/api/exports/gems.html', 'curation'],
  ['GET', '/api/exports/gems.json', 'curation'],
  ['GET', '/api/gems/5/comments', 'social'],
  ['POST', '/api/comments', 'social'],
  ['PUT', '/api/comments/4', 'social'],
  ['DELETE', '/api/comments/4', 'social'],
  ['GET', '/api/gems/5/liked', 'social'],
  ['GET', '/api/gems/5/like-count', 'social'],
  ['POST', '/api/gems/5/like', 'social'],
  ['DELETE', '/api/gems/5/like', 'social'],
  ['GET', '/api/collections/3/liked', 'social'],
  ['GET', '/api/collections/3/like-count', 'social'],
  ['POST', '/api/collections/3/like', 'social'],
  ['DELETE', '/api/collections/3/like', 'social'],
  ['GET', '/api/users/7/liked-gems', 'social'],
  ['POST', '/api/follows', 'social'],
  ['DELETE', '/api/follows/7', 'social'],
  ['GET', '/api/follow-requests', 'social'],
  ['POST', '/api/follow-requests', 'social'],
  ['DELETE', '/api/follow-requests/7', 'social'],
  ['POST', '/api/follow-requests/7/accept', 'social'],
  ['POST', '/api/follow-requests/7/decline', 'social'],
  ['DELETE', '/api/users/7/follow', 'social'],
  ['GET', '/api/users/7/is-following', 'social'],
  ['GET', '/api/users/7/followers', 'social'],
  ['GET', '/api/users/7/following', 'social'],
  ['GET', '/api/users/7/follow-request-status', 'social'],
  ['GET', '/api/users/7/follow-counts', 'social'],
  ['GET', '/api/notifications', 'social'],
  ['GET', '/api/notifications/count', 'social'],
  ['PATCH', '/api/notifications/4/read', 'social'],
  ['PATCH', '/api/notifications/mark-all-read', 'social'],
  ['DELETE', '/api/notifications/4', 'social'],
  ['GET', '/api/rewards/balance', 'rewards'],
  ['GET', '/api/rewards/history', 'rewards'],
  ['GET', '/api/rewards/leaderboard', 'rewards'],
  ['GET', '/api/rewards/invites', 'rewards'],
  ['GET', '/api/rewards/referrals', 'rewards'],
  ['POST', '/api/rewards/invite-code', 'rewards'],
  ['GET', '/api/admin/rewards/analytics', 'rewards'],
  ['GET', '/api/admin/rewards/rules', 'rewards'],
  ['PUT', '/api/admin/rewards/rules/2', 'rewards'],
  ['GET', '/api/admin/rewards/flagged', 'rewards'],
  ['POST', '/api/admin/rewards/adjust', 'rewards'],
  ['GET', '/api/admin/rewards/distributions', 'rewards'],
  ['GET', '/api/admin/rewards/distributions/preview', 'rewards'],
  ['POST', '/api/admin/rewards/distributions/execute', 'rewards'],
  ['POST', '/api/feedback', 'admin-metrics'],
  ['GET', '/api/admin/scraper-errors', 'admin-metrics'],
  ['POST', '/api/admin/scraper-errors/3/resolve', 'admin-metrics'],
  ['GET', '/api/admin/costs/overview', 'admin-metrics'],
];

describe('gateway routing table', () => {
  it.each(table)('%s %s → %s', (method, path, service) => {
    expect(matchRoute(routes, method, path)?.service).toBe(service);
  });

  it('requires an admin for every /api/admin path', () => {
    for (const [method, path] of table.filter(([, p]) => p.startsWith('/api/admin'))) {
      expect(matchRoute(routes, method, path)?.auth).toBe('admin');
    }
  });

  it('puts the strict rate limit on sign-in, sign-up and wallet sign-in only', () => {
    const strict = table.filter(([m, p]) => matchRoute(routes, m, p)?.limit === 'auth').map(([, p]) => p);
    expect(strict.sort()).toEqual([
      '/api/auth/login',
      '/api/auth/register',
      '/api/auth/wallet-login',
      '/api/auth/wallet-nonce',
    ]);
  });

  it('owns no unknown path, and a wrong method finds no route', () => {
    expect(matchRoute(routes, 'GET', '/api/nothing-here')).toBeUndefined();
    expect(matchRoute(routes, 'GET', '/api/gemsx')).toBeUndefined();
    expect(matchRoute(routes, 'DELETE', '/api/users/alice')).toBeUndefined();
    expect(matchRoute(routes, 'POST', '/api/scrape/extra')).toBeUndefined();
  });

  it('lets a 20 MB bookmarks file (plus multipart framing) through to curation', () => {
    expect(matchRoute(routes, 'POST', '/api/imports')?.maxBodyBytes).toBe(21 * 1024 * 1024);
    expect(matchRoute(routes, 'DELETE', '/api/imports/4')).toBeUndefined();
  });

  it('treats HEAD like GET and tolerates a trailing slash', () => {
    expect(matchRoute(routes, 'HEAD', '/api/gems/5')?.service).toBe('curation');
    expect(matchRoute(routes, 'GET', '/api/tags/')?.service).toBe('curation');
  });
});
