// A signed-in curator's home feed (their gems and the gems of people they follow).
//   k6 run -e BASE=http://localhost:8080 bench/k6/feed.js
import http from 'k6/http';
import { check } from 'k6';
import { BASE, saveGems, signedIn, signUp } from './lib/session.js';

export const options = {
  scenarios: { feed: { executor: 'constant-vus', vus: 50, duration: '60s' } },
  // docs/benchmarks.md: the feed at 200k gems answers p50 ~64 ms at 50 connections on 2 cores.
  thresholds: { http_req_failed: ['rate<0.01'], http_req_duration: ['p(95)<150'] },
};

export function setup() {
  const curator = signUp('k6feed');
  saveGems(curator, 30, 'feed');
  return { curator };
}

export default function (data) {
  const res = http.get(`${BASE}/api/gems?feed=all&limit=20`, signedIn(data.curator));
  check(res, { ok: (r) => r.status === 200, listed: (r) => r.json().length > 0 });
}
