// Latency over one kept-alive connection, timed to the microsecond. autocannon's histogram keeps
// whole milliseconds (a 0.4 ms answer is recorded as 0), which hides sub-millisecond differences
// such as the gateway's hop: its "mean" on one connection is the share of calls that crossed a
// millisecond, not their time.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LatencySummary {
  calls: number;
  mean: number;
  p50: number;
  p99: number;
}

/** GETs `url` one after another on one connection for `seconds`; times in ms. */
export async function oneConnectionLatency(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<LatencySummary> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  try {
    while (performance.now() < until) times.push(await timedGet(url, headers, agent));
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  return {
    calls: times.length,
    mean: times.reduce((sum, t) => sum + t, 0) / times.length,
    p50: at(0.5),
    p99: at(0.99),
  };
}

function timedGet(url: string, headers: Record<string, string>, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers, agent }, (res) => {
        res.resume();
        res.once('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`GET ${url}: ${res.statusCode}`)),
        );
      })
      .once('error', reject);
  });
}
