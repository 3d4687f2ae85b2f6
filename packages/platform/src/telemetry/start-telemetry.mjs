import { NodeSDK } from '@opentelemetry/sdk-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { ConsoleSpanExporter } from '@opentelemetry/sdk-trace-base';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { KoaInstrumentation } from '@opentelemetry/instrumentation-koa';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { RedisInstrumentation } from '@opentelemetry/instrumentation-redis';

/** Spans for HTTP (in and out: W3C trace context crosses gateway → services), Express, Koa, pg and Redis. */
export async function startTelemetry({ serviceName, toConsole, exporter }) {
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: exporter ?? (toConsole ? new ConsoleSpanExporter() : new OTLPTraceExporter()),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => req.url === '/healthz' || req.url === '/readyz',
      }),
      new ExpressInstrumentation(),
      new KoaInstrumentation(),
      new PgInstrumentation(),
      new RedisInstrumentation(),
    ],
  });
  sdk.start();
  const stop = () => sdk.shutdown().catch(() => undefined);
  process.once('beforeExit', stop);
  return sdk;
}
