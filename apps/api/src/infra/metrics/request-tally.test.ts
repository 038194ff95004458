import { describe, expect, it } from '@jest/globals';
import { Registry } from 'prom-client';
import { RequestTally } from './request-tally.js';

describe('RequestTally', () => {
  it('exposes counts, cumulative buckets, sums and requests in flight in Prometheus text format', async () => {
    const registry = new Registry();
    const tally = new RequestTally(registry);
    for (let i = 0; i < 3; i++) tally.start();
    tally.finish('GET', '/api/site/data', '2xx', 0.0004);
    tally.finish('GET', '/api/site/data', '2xx', 0.02);

    const text = await registry.metrics();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    const labels = 'method="GET",route="/api/site/data",status_class="2xx"';
    expect(text).toContain(`http_request_duration_seconds_bucket{${labels},le="0.001"} 1`);
    expect(text).toContain(`http_request_duration_seconds_bucket{${labels},le="0.01"} 1`);
    expect(text).toContain(`http_request_duration_seconds_bucket{${labels},le="0.025"} 2`);
    expect(text).toContain(`http_request_duration_seconds_bucket{${labels},le="+Inf"} 2`);
    expect(text).toContain(`http_request_duration_seconds_sum{${labels}} 0.0204`);
    expect(text).toContain(`http_request_duration_seconds_count{${labels}} 2`);
    expect(text).toContain(`http_requests_total{${labels}} 2`);
    expect(text).toContain('http_requests_in_flight 1');
  });

  it('keeps http_requests_total going up across scrapes, by what happened in between', async () => {
    const registry = new Registry();
    const tally = new RequestTally(registry);
    tally.finish('POST', '/api/site/events', '2xx', 0.001);
    await registry.metrics();
    tally.finish('POST', '/api/site/events', '2xx', 0.001);
    tally.finish('POST', '/api/site/events', '5xx', 0.001);
    const text = await registry.metrics();
    expect(text).toContain('http_requests_total{method="POST",route="/api/site/events",status_class="2xx"} 2');
    expect(text).toContain('http_requests_total{method="POST",route="/api/site/events",status_class="5xx"} 1');
  });
});
