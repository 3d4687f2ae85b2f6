// Shared by the k6 scenarios: where the stack is, and signing up users through the gateway.
import http from 'k6/http';
import { check, sleep } from 'k6';

export const BASE = __ENV.BASE || 'http://localhost:8080';
export const JSON_HEADERS = { 'content-type': 'application/json' };

/** Header lookup whatever the spelling (k6 answers `Ratelimit-Remaining`). */
const headerOf = (res, name) => {
  const key = Object.keys(res.headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : res.headers[key];
};

// Sign-ups are limited per client address (10 a minute by default, in fixed one-minute windows):
// when the gateway says none are left in this window, the next sign-up waits for the next one.
let nextWindowAt = 0;
const secondsToNextWindow = () => 61 - Math.floor((Date.now() / 1000) % 60);

/** Registers a fresh user and returns the cookie header that signs them in. */
export function signUp(prefix) {
  if (Date.now() < nextWindowAt) sleep((nextWindowAt - Date.now()) / 1000);
  const tag = `${prefix}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e9).toString(36)}`;
  const res = http.post(
    `${BASE}/api/auth/register`,
    JSON.stringify({
      username: tag.slice(0, 30),
      email: `${tag}@example.com`,
      password: 'secret123',
      confirmPassword: 'secret123',
    }),
    { headers: JSON_HEADERS, tags: { name: 'register' } },
  );
  if (headerOf(res, 'ratelimit-remaining') === '0') nextWindowAt = Date.now() + secondsToNextWindow() * 1000;
  check(res, { registered: (r) => r.status === 201 });
  return { cookie: `gems_session=${res.cookies.gems_session[0].value}`, id: res.json('id') };
}

/** `n` fresh users, signed up within the sign-up limit (a setup of more than 10 takes minutes). */
export function signUpMany(prefix, n) {
  return Array.from({ length: n }, (_, i) => signUp(`${prefix}${i}`));
}

/** Saves `n` public gems for the signed-in user and returns their ids. */
export function saveGems(session, n, label) {
  const ids = [];
  for (let i = 0; i < n; i++) {
    const res = http.post(
      `${BASE}/api/gems`,
      JSON.stringify({
        title: `${label} ${i} kettle travel notes`,
        url: `https://k6.example/${label}/${Date.now()}/${i}`,
        description: 'A saved link for load testing',
        visibility: 'public',
      }),
      { headers: { ...JSON_HEADERS, cookie: session.cookie } },
    );
    check(res, { saved: (r) => r.status === 201 });
    if (res.status === 201) ids.push(res.json('id'));
  }
  return ids;
}

export const signedIn = (session) => ({ headers: { ...JSON_HEADERS, cookie: session.cookie } });
