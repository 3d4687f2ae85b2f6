// The gateway's routing step alone: nanoseconds per matchRoute over a mix of real calls, and for
// GET /api/auth/me (bench:gateway's path). In-process and CPU-only, so it holds still on a
// shared machine where the HTTP benches do not.   npx tsx bench/gateway-routing.bench.ts
import { compileRoutes, matchRoute } from '../gateway/src/route-matcher.js';
import { ROUTES } from '../gateway/src/routing-table.js';

const routes = compileRoutes(ROUTES);
const calls: [string, string][] = [
  ['GET', '/api/auth/me'],
  ['GET', '/api/gems'],
  ['GET', '/api/gems/5'],
  ['POST', '/api/gems/5/like'],
  ['GET', '/api/notifications/count'],
  ['GET', '/api/users/alice'],
  ['GET', '/api/users/7/followers'],
  ['GET', '/api/collections/3/gems'],
  ['GET', '/api/rewards/balance'],
  ['GET', '/api/admin/costs/overview'],
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
console.log(`GET /api/auth/me: ${nsPerCall([['GET', '/api/auth/me']]).toFixed(0)} ns per match`);
