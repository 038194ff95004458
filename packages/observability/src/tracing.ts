// Tracing with OpenTelemetry (docs/operations.md "Traces"): off unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
// A process entry point imports this first and awaits `startTracing` before it loads anything else: the
// module hooks that instrument the HTTP server, PostgreSQL, Redis and pino must be in place before those
// modules are loaded (ES modules are hooked through import-in-the-middle).
import { register } from 'node:module';

let shutdown: (() => Promise<void>) | undefined;

/** Starts the SDK (OTLP over HTTP, the usual OTEL_* variables) when an endpoint is configured; true if it did. */
export async function startTracing(serviceName: string): Promise<boolean> {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return false;
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }, { PinoInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
    import('@opentelemetry/instrumentation-pino'),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? serviceName,
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      // Probes and scrapes are not traced: they would be most of the spans and none of the questions.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => /^\/(api\/)?(health|metrics)(\/|$)/.test(req.url ?? '') }),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
      // Every log line written inside a span carries its trace_id and span_id.
      new PinoInstrumentation(),
    ],
  });
  sdk.start();
  shutdown = () => sdk.shutdown();
  return true;
}

/** Flushes the spans still buffered (call on shutdown). */
export async function stopTracing(): Promise<void> {
  await shutdown?.().catch(() => undefined);
}
