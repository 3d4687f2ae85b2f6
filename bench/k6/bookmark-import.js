// Bookmark-file imports: each iteration uploads a Netscape file of 1,000 links and waits for the
// job (docs/benchmarks.md: 10,000 links in about 11 s on real Postgres).
//   k6 run -e BASE=http://localhost:8080 bench/k6/bookmark-import.js
import http from 'k6/http';
import { check, sleep } from 'k6';
import { BASE, signUp } from './lib/session.js';

const LINKS = Number(__ENV.LINKS || 1000);

export const options = {
  scenarios: { imports: { executor: 'per-vu-iterations', vus: 4, iterations: 2, maxDuration: '5m' } },
  thresholds: { http_req_failed: ['rate<0.01'], 'checks{check:finished}': ['rate==1'] },
};

function bookmarksFile(prefix) {
  const lines = ['<!DOCTYPE NETSCAPE-Bookmark-file-1>', '<TITLE>Bookmarks</TITLE>', '<DL><p>'];
  for (let i = 0; i < LINKS; i++)
    lines.push(
      `<DT><A HREF="https://${prefix}.example/page/${i}" ADD_DATE="${1600000000 + i}">Link ${i}</A>`,
    );
  lines.push('</DL><p>');
  return lines.join('\n');
}

export default function () {
  const session = signUp(`k6import${__VU}`);
  const started = http.post(
    `${BASE}/api/imports`,
    { file: http.file(bookmarksFile(`k6-${__VU}-${__ITER}-${Date.now()}`), 'bookmarks.html', 'text/html') },
    { headers: { cookie: session.cookie } },
  );
  check(started, { accepted: (r) => r.status === 202 });
  if (started.status !== 202) return;
  const id = started.json('id');
  for (let i = 0; i < 300; i++) {
    const job = http.get(`${BASE}/api/imports/${id}`, { headers: { cookie: session.cookie } });
    if (!['queued', 'running'].includes(job.json('status'))) {
      check(job, { finished: (r) => r.json('status') === 'done' });
      return;
    }
    sleep(1);
  }
  check(null, { finished: () => false });
}
