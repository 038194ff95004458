import type { Registry } from 'prom-client';

/**
 * A label-less gauge whose series is absent while nothing is measured (`read` gives null): no certificate
 * to expire, Redis unreachable. prom-client's own label-less Gauge always reports a value (0 after
 * `reset()`, or the last one set), and a 0 or a stale figure reads as a measurement to the alert rules
 * (`certificate_soonest_expiry_seconds < 14 days` would fire on a fleet with no certificate at all).
 * Registered in the shape prom-client's registry reads from any metric: name, help, type, `get()`.
 */
export function optionalGauge(registry: Registry, config: { name: string; help: string; read: () => Promise<number | null> }): void {
  const { name, help, read } = config;
  registry.registerMetric({
    name,
    help,
    type: 'gauge',
    aggregator: 'omit',
    async get() {
      const value = await read();
      return { name, help, type: 'gauge', aggregator: 'omit', values: value === null ? [] : [{ labels: {}, value }] };
    },
    // Registry.resetMetrics() calls it on every metric: there is nothing kept to reset.
    reset() {},
  } as never);
}
