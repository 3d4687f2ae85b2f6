// Curators saving gems by hand (no scrape): each virtual user is its own curator.
//   k6 run -e BASE=http://localhost:8080 bench/k6/save-gem.js
import http from 'k6/http';
import { check } from 'k6';
import { BASE, signedIn, signUp } from './lib/session.js';

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
  thresholds: { http_req_failed: ['rate<0.01'], http_req_duration: ['p(95)<250'] },
};

export function setup() {
  return { curators: Array.from({ length: 20 }, (_, i) => signUp(`k6save${i}`)) };
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
