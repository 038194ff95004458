// Tracing with OpenTelemetry (docs/operations.md "Traces"): off unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
// A process entry point imports this first and awaits `startTracing` before it loads anything else: the
// module hooks that instrument the HTTP server, PostgreSQL, Redis and pino must be in place before those
// modules are loaded (ES modules are hooked through import-in-the-middle).
import { register } from 'node:module';
import { redactSpan } from './redact.js';

/** Paths whose requests start no trace (see the HTTP instrumentation below). */
const UNTRACED = /^\/((api\/)?(health|metrics)(\/|\?|$)|api\/site\/(data|events)(\?|$))/;

/** The share of requests traced when OTEL_TRACES_SAMPLER is not set. */
const DEFAULT_SAMPLE_RATIO = 0.05;

let shutdown: (() => Promise<void>) | undefined;

/** Starts the SDK (OTLP over HTTP, the usual OTEL_* variables) when an endpoint is configured; true if it did. */
export async function startTracing(serviceName: string): Promise<boolean> {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return false;
  // Traces only: metrics are Prometheus' (docs/operations.md "Metrics") and logs stay pino's lines (with
  // trace ids), so the SDK's own metric and log pipelines, which cost on every request, stay off. A share
  // of the requests is traced unless told otherwise (every trace a sampled request starts is kept whole).
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  process.env.OTEL_TRACES_SAMPLER ??= 'parentbased_traceidratio';
  process.env.OTEL_TRACES_SAMPLER_ARG ??= String(DEFAULT_SAMPLE_RATIO);
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [
    { NodeSDK },
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { PgInstrumentation },
    { IORedisInstrumentation },
    { PinoInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
    import('@opentelemetry/instrumentation-pino'),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? serviceName,
    traceExporter: redacting(new OTLPTraceExporter()),
    instrumentations: [
      // Not traced: probes and scrapes, and the two fast paths (the hot site-data read and the page-view
      // beacon), the most frequent requests by far, answered from memory before the app (the API hands
      // those past this instrumentation altogether; docs/operations.md "Traces"). They are counted and
      // sampled into the log instead.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => UNTRACED.test(req.url ?? '') }),
      // Database and Redis calls only inside a traced request or job: no traces made of one poll each.
      new PgInstrumentation({ requireParentSpan: true }),
      // A command's name only: its keys and arguments may name a person (a queued job's data, an email).
      new IORedisInstrumentation({
        requireParentSpan: true,
        dbStatementSerializer: (command, args) => `${command} [${args.length} arguments]`,
      }),
      // Every log line written inside a span carries its trace_id and span_id.
      new PinoInstrumentation({ disableLogSending: true }),
    ],
  });
  sdk.start();
  shutdown = () => sdk.shutdown();
  return true;
}

type SpanExporter = ConstructorParameters<typeof import('@opentelemetry/sdk-node').NodeSDK>[0] extends infer C
  ? C extends { traceExporter?: infer E }
    ? NonNullable<E>
    : never
  : never;

/**
 * Every span leaves the process cleaned (`redactSpan`): URLs as paths without their query strings — signed
 * links' tokens and signatures, the reset link's email — no visitor address, no email address in any
 * attribute (docs/operations.md "Traces"). At export, so spans of every instrumentation pass through it.
 */
function redacting(exporter: SpanExporter): SpanExporter {
  return {
    export: (spans, done) => {
      for (const span of spans) redactSpan(span as unknown as Parameters<typeof redactSpan>[0]);
      exporter.export(spans, done);
    },
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}

/** Flushes the spans still buffered (call on shutdown). */
export async function stopTracing(): Promise<void> {
  await shutdown?.().catch(() => undefined);
}
