import { describe, expect, it } from '@jest/globals';
import { Registry } from 'prom-client';
import { plainCounter } from './plain-counter.js';

describe('plainCounter', () => {
  it('hands each series its count when Prometheus scrapes, and keeps counting up across scrapes', async () => {
    const registry = new Registry();
    const beacons = plainCounter(registry, { name: 'beacons_total', help: 'beacons', labelNames: ['outcome'] as const });
    const accepted = beacons.labels('accepted');
    accepted.inc();
    accepted.inc();
    expect(await registry.metrics()).toContain('beacons_total{outcome="accepted"} 2');

    accepted.inc();
    beacons.labels('rate_limited').inc();
    const text = await registry.metrics();
    expect(text).toContain('# TYPE beacons_total counter');
    expect(text).toContain('beacons_total{outcome="accepted"} 3');
    expect(text).toContain('beacons_total{outcome="rate_limited"} 1');
  });
});
