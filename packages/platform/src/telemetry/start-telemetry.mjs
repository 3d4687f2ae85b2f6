// Tracing only, so the SDK is sdk-trace-node rather than sdk-node: sdk-node also brings the
// metrics and logs SDKs and the gRPC, protobuf and Zipkin exporters (~20 MB installed) that Gems
// never configures (issue 14 §4).
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import {
  defaultResource,
  detectResources,
  envDetector,
  resourceFromAttributes,
} from '@opentelemetry/resources';
import { BatchSpanProcessor, ConsoleSpanExporter } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { KoaInstrumentation } from '@opentelemetry/instrumentation-koa';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { RedisInstrumentation } from '@opentelemetry/instrumentation-redis';

/** Spans for HTTP (in and out: W3C trace context crosses gateway → services), Express, Koa, pg and Redis. */
export async function startTelemetry({ serviceName, toConsole, exporter }) {
  const spanExporter = exporter ?? (toConsole ? new ConsoleSpanExporter() : new OTLPTraceExporter());
  const provider = new NodeTracerProvider({
    // OTEL_RESOURCE_ATTRIBUTES and OTEL_SERVICE_NAME still apply, as they did with sdk-node.
    resource: defaultResource()
      .merge(resourceFromAttributes({ 'service.name': serviceName }))
      .merge(detectResources({ detectors: [envDetector] })),
    spanProcessors: [new BatchSpanProcessor(spanExporter)],
  });
  // AsyncLocalStorage context and the W3C trace-context and baggage propagators.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
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
  const stop = () => provider.shutdown().catch(() => undefined);
  process.once('beforeExit', stop);
  return provider;
}
