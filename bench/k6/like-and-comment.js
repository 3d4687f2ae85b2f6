// Likes and comments on one curator's gems at a fixed rate; the social benchmark's shape
// (docs/benchmarks.md: like → notification lag p99 ≤ 250 ms at 200 likes/s).
//   k6 run -e BASE=http://localhost:8080 bench/k6/like-and-comment.js
import http from 'k6/http';
import { check } from 'k6';
import { BASE, saveGems, signedIn, signUp } from './lib/session.js';

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
  thresholds: { http_req_failed: ['rate<0.01'], http_req_duration: ['p(99)<250'] },
};

export function setup() {
  const owner = signUp('k6owner');
  return {
    gems: saveGems(owner, 50, 'social'),
    fans: Array.from({ length: 20 }, (_, i) => signUp(`k6fan${i}`)),
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
