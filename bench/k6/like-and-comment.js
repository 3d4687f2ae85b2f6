// Likes and comments on one curator's gems at a fixed rate; the social benchmark's shape
// (docs/benchmarks.md: like → notification lag p99 ≤ 250 ms at 200 likes/s).
//   k6 run -e BASE=http://localhost:8080 bench/k6/like-and-comment.js
import http from 'k6/http';
import { check } from 'k6';
import { BASE, saveGems, signedIn, signUp, signUpMany } from './lib/session.js';

// Each fan's calls count against their own API window (1,200 a minute): at 200 calls a second,
// 20 fans stay at about 600 a minute each. Their sign-ups respect the sign-up limit (10 a minute
// from one address), so setup takes two minutes; `-e FANS=2` makes a short run.
const FANS = Number(__ENV.FANS || 20);

export const options = {
  scenarios: {
    social: {
      executor: 'constant-arrival-rate',
      rate: 200,
      timeUnit: '1s',
      duration: '60s',
      preAllocatedVUs: 80,
    },
  },
  setupTimeout: '5m',
  thresholds: { http_req_failed: ['rate<0.01'], http_req_duration: ['p(99)<250'] },
};

export function setup() {
  const owner = signUp('k6owner');
  return {
    gems: saveGems(owner, 50, 'social'),
    fans: signUpMany('k6fan', FANS),
  };
}

export default function (data) {
  const fan = data.fans[__VU % data.fans.length];
  const gemId = data.gems[__ITER % data.gems.length];
  if (__ITER % 4 === 3) {
    const res = http.post(
      `${BASE}/api/comments`,
      JSON.stringify({ gemId, content: `k6 comment ${__ITER}` }),
      signedIn(fan),
    );
    check(res, { commented: (r) => r.status === 201 });
  } else {
    const method = __ITER % 2 === 0 ? 'POST' : 'DELETE';
    const res = http.request(method, `${BASE}/api/gems/${gemId}/like`, null, signedIn(fan));
    check(res, { toggled: (r) => r.status < 300 });
  }
}
