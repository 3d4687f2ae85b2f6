import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from '@jest/globals';
import { dropSchemas } from '@gems/testkit';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

interface Span {
  traceId: string;
  name: string;
  kind: number;
  scope: string;
}

/** ConsoleSpanExporter prints one inspected object per span; read the fields we assert on. */
function parseSpans(output: string): Span[] {
  return output
    .split(/\n(?=\{\n)/)
    .filter((block) => block.includes('traceId'))
    .map((block) => ({
      traceId: block.match(/\n {2}traceId: '(\w+)'/)?.[1] ?? '',
      name: block.match(/\n {2}name: '([^']*)'/)?.[1] ?? '',
      kind: Number(block.match(/\n {2}kind: (\d)/)?.[1]),
      scope: block.match(/instrumentationScope: \{\n\s+name: '([^']+)'/)?.[1] ?? '',
    }));
}

it('traces one request from the gateway through identity, Postgres and the event to its consumers as one trace', async () => {
  const port = 18000 + Math.floor(Math.random() * 1000);
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      OTEL_TRACES_EXPORTER: 'console',
      GATEWAY_PORT: String(port),
      SERVICE_PORT_BASE: String(port + 10),
      GEMS_DATA_DIR: mkdtempSync(join(tmpdir(), 'gems-otel-')),
      GEMS_SKIP_WEB_BUILD: '1',
      // The gateway proxies over HTTP as in a split deployment (compose), so the trace has to
      // cross a real network hop into identity (the all-in-one start otherwise calls in process).
      GATEWAY_IN_PROCESS: 'false',
      LOG_LEVEL: 'warn',
      DB_SCHEMA: `t_otel_${port}`,
      EVENTBUS_SCHEMA: `t_otel_${port}_bus`,
      CACHE_PREFIX: `otel${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    while (
      !(await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`launcher did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const username = `otel_${port}_${Date.now().toString(36)}`;
    const res = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        email: `${username}@example.com`,
        password: 'secret123',
        confirmPassword: 'secret123',
      }),
    });
    expect(res.status).toBe(201);
    await fetch(`${base}/some/page`); // pages are served by Express: its spans come from here
    // The batch span processor exports every few seconds.
    const until = Date.now() + 15_000;
    let spans: Span[] = [];
    while (Date.now() < until) {
      spans = parseSpans(output);
      const done = (name: string) => spans.some((s) => s.name === name || s.scope === name);
      if (
        done('POST /api/auth/register') &&
        done('@opentelemetry/instrumentation-express') &&
        spans.filter((sp) => sp.name === 'user.registered process').length >= 2
      )
        break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const identityServer = spans.find((s) => s.name === 'POST /api/auth/register' && s.kind === 1);
    expect(identityServer).toBeDefined();
    const trace = spans.filter((s) => s.traceId === identityServer!.traceId);
    // gateway server span → gateway client span → identity server span → koa → pg (the gateway's
    // API path is plain Node, so no Express span there)
    expect(
      trace
        .filter((s) => s.scope === '@opentelemetry/instrumentation-http')
        .map((s) => s.kind)
        .sort(),
    ).toEqual([1, 1, 2]);
    expect(trace.some((s) => s.scope === '@opentelemetry/instrumentation-koa')).toBe(true);
    expect(trace.some((s) => s.name.startsWith('pg.query:INSERT'))).toBe(true);
    expect(spans.some((s) => s.scope === '@opentelemetry/instrumentation-express')).toBe(true);
    // … and on through the event: the outbox carries the trace context, so the consumers of
    // user.registered (curation's and social's replicas) continue the same trace.
    const consumers = trace.filter((s) => s.name === 'user.registered process' && s.kind === 4);
    expect(consumers.length).toBeGreaterThanOrEqual(2);
    expect(trace.filter((s) => s.name.startsWith('pg.query:INSERT')).length).toBeGreaterThan(1);
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGINT');
      await exited;
    }
    if (process.env.DATABASE_URL)
      await dropSchemas(process.env.DATABASE_URL, [
        `t_otel_${port}_bus`,
        ...[
          'identity',
          'curation',
          'social',
          'rewards',
          'scraper',
          'admin_metrics',
          'admin_metrics_documents',
        ].map((s) => `t_otel_${port}_${s}`),
      ]);
  }
}, 120_000);
