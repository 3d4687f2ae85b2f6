// The gateway's routing step alone: nanoseconds per matchRoute over a mix of real calls, and for
// GET /api/auth/me (bench:gateway's path). In-process and CPU-only, so it holds still on a
// shared machine where the HTTP benches do not.   npx tsx bench/gateway-routing.bench.ts
import { compileRoutes, matchRoute } from '../gateway/src/route-matcher.js';
import { ROUTES } from '../gateway/src/routing-table.js';
import { operationUrl } from '../packages/testkit/src/operation-url.js';

const routes = compileRoutes(ROUTES);
// Real calls, written from the catalogue with sample values; then a short link and an unknown path.
const calls: [string, string][] = [
  ['GET', operationUrl('getAuthMe')],
  ['GET', operationUrl('getGems')],
  ['GET', operationUrl('getGemsId', { id: 5 })],
  ['POST', operationUrl('postGemsIdLike', { id: 5 })],
  ['GET', operationUrl('getNotificationsCount')],
  ['GET', operationUrl('getUsersUsername', { username: 'alice' })],
  ['GET', operationUrl('getUsersIdFollowers', { id: 7 })],
  ['GET', operationUrl('getCollectionsIdGems', { id: 3 })],
  ['GET', operationUrl('getRewardsBalance')],
  ['GET', operationUrl('getAdminCostsOverview')],
  ['GET', '/s/abcd1234'],
  ['GET', '/api/nothing-here'],
];

function nsPerCall(list: [string, string][], rounds = 200_000): number {
  let best = Infinity;
  for (let run = 0; run < 7; run++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < rounds; i++) {
      const [method, path] = list[i % list.length]!;
      if (matchRoute(routes, method, path) === null) throw new Error('unreachable');
    }
    best = Math.min(best, Number(process.hrtime.bigint() - start) / rounds);
  }
  return best;
}

console.log(`${ROUTES.length} rows`);
console.log(`mixed calls: ${nsPerCall(calls).toFixed(0)} ns per match (best of 7 runs)`);
const me = operationUrl('getAuthMe');
console.log(`GET ${me}: ${nsPerCall([['GET', me]]).toFixed(0)} ns per match`);
