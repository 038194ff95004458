export { startMetricsListener, type MetricsListener, type Probe } from './metrics-listener.js';
export { optionalGauge } from './optional-gauge.js';
export { tolerantScrape, type ScrapeLog } from './tolerant-scrape.js';
export { pathOnly, redactText } from './redact.js';
export { plainCounter, type PlainSeries } from './plain-counter.js';
export { createRegistry, emailsCounter, outboxRelaysCounter, statusClass, watchDatabasePool, type PoolState } from './registry.js';
export { TracingFlush } from './tracing-flush.js';
