// OpenTelemetry bootstrap, loaded before the app with `node --import @gems/platform/telemetry`.
// ESM needs the loader hook so pg, redis, koa, express and http can be patched as they load.
// Tracing is on when OTEL_EXPORTER_OTLP_ENDPOINT is set (OTLP/HTTP) or OTEL_TRACES_EXPORTER=console;
// otherwise nothing is registered and there is no overhead.
import { register } from 'node:module';
import process from 'node:process';

const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
const toConsole = process.env.OTEL_TRACES_EXPORTER === 'console';

if (endpoint || toConsole) {
  // Only third-party JavaScript is patched; our own TypeScript sources (run by tsx) never are.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, {
    data: { exclude: [/\.(ts|tsx|mts)$/] },
  });
  const { startTelemetry } = await import('./start-telemetry.mjs');
  await startTelemetry({ serviceName: process.env.OTEL_SERVICE_NAME ?? 'gems', toConsole });
}
