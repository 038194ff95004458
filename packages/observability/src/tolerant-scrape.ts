import { Logger } from '@nestjs/common';
import { Registry } from 'prom-client';

/** Where a scrape tells of metrics it had to leave out (Nest's logger by default: pino in the processes). */
export interface ScrapeLog {
  warn(message: string): void;
  log(message: string): void;
}

/**
 * A registry's text for Prometheus, metric by metric: a metric that cannot be read (a gauge counted in
 * PostgreSQL while it is away) is left out of that scrape, absent like an `optionalGauge` with nothing
 * measured, and the rest is answered. A scrape that failed whole would mark the process down (`up == 0`,
 * WorkerDown) for an outage of a dependency it shares with every other process, and lose its own figures.
 * Logged once when a metric starts failing (warn) and once when it reads again: its name and the error's code
 * or class, never the error's message, which may quote a value.
 */
export function tolerantScrape(registry: Registry, log: ScrapeLog = new Logger('Metrics')): () => Promise<string> {
  const failing = new Set<string>();
  return async () => {
    // OpenMetrics renames counters and ends with `# EOF`: left to prom-client (the processes use Prometheus' format).
    if ((registry.contentType as string) === Registry.OPENMETRICS_CONTENT_TYPE) return registry.metrics();
    const blocks = await Promise.all(
      registry.getMetricsAsArray().map(async ({ name }) => {
        try {
          const text = await registry.getSingleMetricAsString(name);
          if (failing.delete(name)) log.log(`metric ${name} can be read again`);
          return text;
        } catch (err) {
          if (!failing.has(name)) {
            failing.add(name);
            log.warn(`metric ${name} cannot be read (${kindOf(err)}): left out of scrapes until it can`);
          }
          return null;
        }
      }),
    );
    return `${blocks.filter((block) => block !== null).join('\n\n')}\n`;
  };
}

/** An error's code (P1001, ECONNREFUSED) and class: what it was, without what it said. */
function kindOf(err: unknown): string {
  if (typeof err !== 'object' || err === null) return typeof err;
  const { code, name } = err as { code?: unknown; name?: unknown };
  const parts = [typeof code === 'string' && /^[A-Za-z0-9_]{1,40}$/.test(code) ? code : '', typeof name === 'string' ? name : 'Error'];
  return parts.filter(Boolean).join(' ');
}
