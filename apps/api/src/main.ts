// The API process. Tracing starts first (docs/operations.md "Traces"): its module hooks must be in place
// before the app's modules, which it instruments, are loaded.
import { startTracing } from '@ds/observability/tracing';

await startTracing('distributor-sites-api');
await import('./serve.js');
