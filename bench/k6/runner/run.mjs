#!/usr/bin/env node
// Runs a k6 scenario file on Node, one iteration (or -i N) of each of its scenarios (k6 cannot be installed
// on the project machines): setup(), each scenario's exec function once, teardown(), then the
// file's thresholds. The file stays plain k6; `k6` and `k6/http` resolve to this folder's
// implementation of the part of the API the scenarios use.
//   node bench/k6/runner/run.mjs bench/k6/feed.js -e BASE=http://127.0.0.1:8080 [--correctness]
// --correctness: thresholds on rates and counts are enforced, latency ones only reported (one
// sample on a busy machine says nothing of a p95); and every check and every request must pass.
// Exit status 0 when the run passed; the last line printed is the run's summary as JSON.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { failedChecks } from './k6.mjs';
import { evaluateThresholds, samples } from './metrics.mjs';
import { becomeVu, nextIteration } from './vu.mjs';

const SHIMS = {
  k6: new URL('./k6.mjs', import.meta.url).href,
  'k6/http': new URL('./k6-http.mjs', import.meta.url).href,
};

/** The scenario as one ES module whose k6 imports point at this runner. */
async function load(file) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
    plugins: [
      {
        name: 'k6-modules',
        setup(b) {
          b.onResolve({ filter: /^k6(\/.*)?$/ }, (args) => {
            if (!SHIMS[args.path]) throw new Error(`The runner does not implement ${args.path}`);
            return { path: SHIMS[args.path], external: true };
          });
        },
      },
    ],
  });
  const dir = mkdtempSync(join(tmpdir(), 'gems-k6-'));
  const bundled = join(dir, 'scenario.mjs');
  writeFileSync(bundled, result.outputFiles[0].text);
  try {
    return await import(pathToFileURL(bundled).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runScenario(file, { env = {}, correctness = false, iterations = 1 } = {}) {
  globalThis.__ENV = { ...env };
  becomeVu(0, 'setup');
  const scenario = await load(resolve(file));
  const errors = [];
  const options = scenario.options ?? {};
  const scenarios = Object.entries(options.scenarios ?? { default: {} });
  const data = scenario.setup ? scenario.setup() : undefined;
  const shared = data === undefined ? undefined : JSON.parse(JSON.stringify(data)); // as k6 hands it on
  scenarios.forEach(([name, config], i) => {
    const exec = config.exec ?? 'default';
    if (typeof scenario[exec] !== 'function') throw new Error(`Scenario ${name}: no function ${exec}`);
    becomeVu(i + 1, name);
    for (let iteration = 0; iteration < iterations; iteration++) {
      nextIteration(iteration);
      const started = performance.now();
      try {
        scenario[exec](shared);
      } catch (error) {
        errors.push(`${name}, iteration ${iteration}: ${error?.stack ?? error}`);
      }
      samplesOf('iteration_duration', performance.now() - started, name);
    }
  });
  if (scenario.teardown) {
    becomeVu(0, 'teardown');
    scenario.teardown(shared);
  }
  const thresholds = evaluateThresholds(
    options.thresholds,
    correctness ? ['rate', 'counter'] : ['trend', 'rate', 'counter'],
  );
  const failedRequests = samples
    .filter((s) => s.metric === 'http_req_failed' && s.value === 1)
    .map((s) => `${s.tags.method} ${s.tags.name} → ${s.tags.status}`);
  const passed =
    errors.length === 0 &&
    thresholds.every((t) => t.ok || !t.enforced) &&
    (!correctness || (failedChecks.length === 0 && failedRequests.length === 0));
  return {
    passed,
    requests: samples.filter((s) => s.metric === 'http_reqs').length,
    thresholds,
    failedChecks,
    failedRequests,
    errors,
  };
}

function samplesOf(metric, value, scenario) {
  samples.push({ metric, value, tags: { scenario } });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      env: { type: 'string', short: 'e', multiple: true },
      correctness: { type: 'boolean' },
      iterations: { type: 'string', short: 'i', default: '1' },
    },
  });
  if (positionals.length !== 1) {
    console.error('usage: run.mjs <scenario.js> [-e KEY=VALUE]... [-i ITERATIONS] [--correctness]');
    process.exit(2);
  }
  const env = { ...process.env };
  for (const pair of values.env ?? []) {
    const at = pair.indexOf('=');
    env[pair.slice(0, at)] = pair.slice(at + 1);
  }
  const summary = await runScenario(positionals[0], {
    env,
    correctness: values.correctness,
    iterations: Number(values.iterations),
  });
  for (const t of summary.thresholds)
    console.log(
      `${t.ok ? 'ok  ' : 'FAIL'} ${t.selector} ${t.expression}: ${t.value === undefined ? 'no samples' : t.value.toFixed(3)}${t.enforced ? '' : ' (not enforced)'}`,
    );
  for (const c of summary.failedChecks)
    console.log(`FAIL check ${c.check} (${c.scenario}): ${c.status} ${c.url}`);
  for (const r of summary.failedRequests) console.log(`FAIL request ${r}`);
  for (const e of summary.errors) console.log(`FAIL ${e}`);
  console.log(JSON.stringify({ passed: summary.passed, requests: summary.requests }));
  process.exit(summary.passed ? 0 : 1);
}
