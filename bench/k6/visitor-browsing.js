// Visitors browsing: the explore list, a gem page and its comments, top creators. Signed out (the
// home feed, `feed=all`, is a signed-in curator's: feed.js).
//   k6 run -e BASE=http://localhost:8080 bench/k6/visitor-browsing.js
import http from 'k6/http';
import { check } from 'k6';
import { BASE, saveGems, signUp } from './lib/session.js';

export const options = {
  scenarios: { visitors: { executor: 'constant-vus', vus: 50, duration: '60s' } },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:gem}': ['p(95)<60'],
    'http_req_duration{name:explore}': ['p(95)<150'],
  },
};

export function setup() {
  return { gems: saveGems(signUp('k6visit'), 20, 'visit') };
}

export default function (data) {
  const gemId = data.gems[Math.floor(Math.random() * data.gems.length)];
  check(http.get(`${BASE}/api/gems?limit=20`, { tags: { name: 'explore' } }), {
    explore: (r) => r.status === 200 && r.json().length > 0,
  });
  check(http.get(`${BASE}/api/gems/${gemId}`, { tags: { name: 'gem' } }), { gem: (r) => r.status === 200 });
  check(http.get(`${BASE}/api/gems/${gemId}/comments`, { tags: { name: 'comments' } }), {
    comments: (r) => r.status === 200,
  });
  check(http.get(`${BASE}/api/users/top-creators`, { tags: { name: 'top' } }), {
    top: (r) => r.status === 200,
  });
}
