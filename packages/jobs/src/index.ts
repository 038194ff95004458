export * from './contract.js';
export * from './queue.js';
export * from './domains.js';
export * from './outbox.js';
export * from './tenant-changed.js';
export * from './site-events.js';
export * from './web-vitals.js';
export { traceContextOf, withTraceContext, type TraceCarrier } from './trace-context.js';
