// Container health check (Dockerfile HEALTHCHECK and docker-compose.yml): GET /healthz on this
// process's own port. Exit 0 on a 2xx answer within 2 s, 1 otherwise. Node's fetch, so no curl.
import process from 'node:process';

/** The default ports (docs: DESIGN.md), for a container started without PORT. */
const DEFAULT_PORTS = {
  gateway: 8080,
  identity: 4001,
  curation: 4002,
  social: 4003,
  rewards: 4004,
  scraper: 4005,
  'admin-metrics': 4006,
};

const port = process.env.PORT || DEFAULT_PORTS[process.env.GEMS_SERVICE ?? ''];
if (!port) {
  console.error('healthcheck: set PORT or GEMS_SERVICE');
  process.exit(1);
}

try {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) });
  if (!response.ok) console.error(`healthcheck: /healthz answered ${response.status}`);
  process.exit(response.ok ? 0 : 1);
} catch (error) {
  console.error(`healthcheck: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
