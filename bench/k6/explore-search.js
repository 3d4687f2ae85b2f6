// Explore search: whole words, partial words and a category filter, signed out.
//   k6 run -e BASE=http://localhost:8080 bench/k6/explore-search.js
import http from 'k6/http';
import { check } from 'k6';
import { BASE, saveGems, signUp } from './lib/session.js';

const TERMS = ['kettle', 'kett', 'travel', 'notes', 'load testing', 'zzzz-no-match'];

export const options = {
  scenarios: { search: { executor: 'constant-vus', vus: 10, duration: '60s' } },
  thresholds: { http_req_failed: ['rate<0.01'], http_req_duration: ['p(95)<80'] },
};

export function setup() {
  saveGems(signUp('k6search'), 30, 'search');
}

export default function () {
  const term = TERMS[Math.floor(Math.random() * TERMS.length)];
  const res = http.get(`${BASE}/api/gems?search=${encodeURIComponent(term)}&limit=20`);
  check(res, { ok: (r) => r.status === 200 });
}
