// A worker process. Tracing starts first (docs/operations.md "Traces"): its module hooks must be in place
// before the worker's modules, which it instruments, are loaded.
import { startTracing } from '@ds/observability/tracing';

await startTracing('distributor-sites-worker');
await import('./serve.js');
