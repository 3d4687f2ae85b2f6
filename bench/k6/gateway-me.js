// k6 scenario for users who have k6 (it cannot be installed on the project machines, where
// `npm run bench:gateway` measures the same thing with autocannon):
//   k6 run -e BASE=http://localhost:8080 -e DIRECT=http://localhost:4001 bench/k6/gateway-me.js
// Registers one user, then GET /api/auth/me through the gateway and directly on identity.
import http from 'k6/http';
import { check } from 'k6';

const BASE = __ENV.BASE || 'http://localhost:8080';
const DIRECT = __ENV.DIRECT || 'http://localhost:4001';

export const options = {
  scenarios: {
    gateway: { executor: 'constant-vus', vus: 50, duration: '30s', exec: 'viaGateway' },
    direct: { executor: 'constant-vus', vus: 50, duration: '30s', exec: 'direct', startTime: '35s' },
  },
  thresholds: {
    'http_req_failed{scenario:gateway}': ['rate<0.01'],
    'http_req_duration{scenario:gateway}': ['p(99)<250'],
  },
};

export function setup() {
  const tag = `${Date.now()}`;
  const res = http.post(
    `${BASE}/api/auth/register`,
    JSON.stringify({
      username: `k6_${tag}`,
      email: `k6_${tag}@example.com`,
      password: 'secret123',
      confirmPassword: 'secret123',
    }),
    { headers: { 'content-type': 'application/json' } },
  );
  check(res, { registered: (r) => r.status === 201 });
  return { cookie: `gems_session=${res.cookies.gems_session[0].value}` };
}

export function viaGateway(data) {
  check(http.get(`${BASE}/api/auth/me`, { headers: { cookie: data.cookie } }), {
    ok: (r) => r.status === 200,
  });
}

export function direct(data) {
  check(http.get(`${DIRECT}/api/auth/me`, { headers: { cookie: data.cookie } }), {
    ok: (r) => r.status === 200,
  });
}
