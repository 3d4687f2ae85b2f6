// Curators saving gems by hand (no scrape): each virtual user is its own curator.
//   k6 run -e BASE=http://localhost:8080 bench/k6/save-gem.js
import http from 'k6/http';
import { check } from 'k6';
import { BASE, signedIn, signUpMany } from './lib/session.js';

// 50 saves a second over 20 curators: 150 a minute each, far below the API limit. Sign-ups respect
// the sign-up limit (10 a minute from one address), so setup takes two minutes; `-e CURATORS=2`
// makes a short run.
const CURATORS = Number(__ENV.CURATORS || 20);

export const options = {
  scenarios: {
    save: {
      executor: 'constant-arrival-rate',
      rate: 50,
      timeUnit: '1s',
      duration: '60s',
      preAllocatedVUs: 40,
    },
  },
  setupTimeout: '5m',
  thresholds: { http_req_failed: ['rate<0.01'], http_req_duration: ['p(95)<250'] },
};

export function setup() {
  return { curators: signUpMany('k6save', CURATORS) };
}

export default function (data) {
  const curator = data.curators[__VU % data.curators.length];
  const res = http.post(
    `${BASE}/api/gems`,
    JSON.stringify({
      title: `Saved under load ${__VU}-${__ITER}`,
      url: `https://k6.example/save/${__VU}/${__ITER}/${Date.now()}`,
      categories: ['Travel'],
      tags: ['k6'],
      userNote: 'saved by the load test',
    }),
    signedIn(curator),
  );
  check(res, { saved: (r) => r.status === 201 });
}
