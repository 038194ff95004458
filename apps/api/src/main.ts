// The API process. Tracing starts first (docs/operations.md "Traces"): its module hooks must be in place
// before the app's modules, which it instruments, are loaded.
import { startTracing } from '@ds/observability/tracing';
import { restoreBufferScavenges } from './infra/runtime/buffer-scavenges.js';

// Uploads stream through short-lived Buffers: free them by scavenges, as before Node 24 (see there).
restoreBufferScavenges();
await startTracing('distributor-sites-api');
await import('./serve.js');
