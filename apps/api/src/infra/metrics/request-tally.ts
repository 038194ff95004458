import type { Registry } from 'prom-client';
import { Counter, Gauge } from 'prom-client';

type Labels = { method: string; route: string; status_class: string };

/** One (method, route, status class) series: plain numbers, read when Prometheus scrapes. */
interface Series {
  readonly labels: Labels;
  count: number;
  /** What `http_requests_total` has been told so far (a counter only goes up by deltas). */
  reported: number;
  sum: number;
  /** Observations per bucket, not cumulative; the last one is +Inf. */
  readonly buckets: number[];
}

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The HTTP request metrics (`http_requests_total`, `http_request_duration_seconds`,
 * `http_requests_in_flight`) counted in plain numbers and handed to prom-client when Prometheus scrapes.
 * prom-client's own `inc`/`observe` hash and validate the labels on every call, about 4 µs a request
 * together — a few per cent of a beacon or a hot read, the two requests the platform answers most
 * (npm run bench:observability; docs/operations.md "Metrics").
 */
export class RequestTally {
  private started = 0;
  private finished = 0;
  private readonly series = new Map<string, Series>();

  constructor(registry: Registry) {
    const { series } = this;
    const inFlight = () => this.started - this.finished;
    new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status class',
      labelNames: ['method', 'route', 'status_class'] as const,
      registers: [registry],
      collect() {
        for (const s of series.values()) {
          if (s.count > s.reported) this.inc(s.labels, s.count - s.reported);
          s.reported = s.count;
        }
      },
    });
    new Gauge({
      name: 'http_requests_in_flight',
      help: 'HTTP requests being answered now',
      registers: [registry],
      collect() {
        this.set(inFlight());
      },
    });
    // The registry reads only name, help, type and get() of a metric (prom-client lib/registry.js).
    registry.registerMetric(new TalliedHistogram(series) as never);
  }

  /** A request arrived. */
  start(): void {
    this.started++;
  }

  /** A request's answer is done (or its client went away), `seconds` after it arrived. */
  finish(method: string, route: string, statusClass: string, seconds: number): void {
    this.finished++;
    const key = `${method} ${statusClass} ${route}`;
    let s = this.series.get(key);
    if (!s)
      this.series.set(
        key,
        (s = {
          labels: { method, route, status_class: statusClass },
          count: 0,
          reported: 0,
          sum: 0,
          buckets: new Array<number>(BUCKETS.length + 1).fill(0),
        }),
      );
    s.count++;
    s.sum += seconds;
    let i = 0;
    while (i < BUCKETS.length && seconds > BUCKETS[i]) i++;
    s.buckets[i]++;
  }
}

/**
 * `http_request_duration_seconds` in the shape prom-client's registry reads from any metric (`get()` →
 * name, help, type, values): cumulative `_bucket` series with `le`, then `_sum` and `_count`.
 */
class TalliedHistogram {
  readonly name = 'http_request_duration_seconds';
  readonly help = 'Time from the request to the end of its answer, by method, route template and status class';
  readonly type = 'histogram';
  readonly aggregator = 'sum';

  constructor(private readonly series: Map<string, Series>) {}

  get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const s of this.series.values()) {
      let cumulative = 0;
      BUCKETS.forEach((le, i) => {
        cumulative += s.buckets[i];
        values.push({ labels: { ...s.labels, le }, value: cumulative, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { ...s.labels, le: '+Inf' }, value: s.count, metricName: `${this.name}_bucket` });
      values.push({ labels: s.labels, value: s.sum, metricName: `${this.name}_sum` });
      values.push({ labels: s.labels, value: s.count, metricName: `${this.name}_count` });
    }
    return Promise.resolve({ name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values });
  }

  /** Registry.resetMetrics() calls it on every metric; the tallies are the process's own history. */
  reset(): void {}
}
