import { context, propagation } from '@opentelemetry/api';

/**
 * W3C trace context carried in an outbox row's payload and in a job's data, so one trace follows a request
 * into the work it caused (request → outbox row → job → SMTP hand-off; docs/operations.md "Traces"). With
 * tracing off (no OpenTelemetry SDK registered) nothing is added.
 */
export interface TraceCarrier {
  traceparent?: string;
  tracestate?: string;
}

/** `data` with the active span's context, when there is one. */
export function withTraceContext<T>(data: T): T {
  if (typeof data !== 'object' || data === null) return data;
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ? { ...data, ...carrier } : data;
}

/** The context a job's data carries (the active one when it carries none), to run the job under. */
export function traceContextOf(data: unknown) {
  const carrier = typeof data === 'object' && data !== null ? (data as TraceCarrier) : {};
  return carrier.traceparent
    ? propagation.extract(context.active(), { traceparent: carrier.traceparent, tracestate: carrier.tracestate })
    : context.active();
}
