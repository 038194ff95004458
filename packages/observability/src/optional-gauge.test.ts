import { describe, expect, it } from '@jest/globals';
import { Gauge, Registry } from 'prom-client';
import { optionalGauge } from './optional-gauge.js';

describe('optionalGauge', () => {
  it('has no sample while nothing is measured, and the value with the default labels once something is', async () => {
    const registry = new Registry();
    registry.setDefaultLabels({ app: 'worker' });
    let measured: number | null = null;
    optionalGauge(registry, { name: 'soonest_seconds', help: 'soonest', read: () => Promise.resolve(measured) });
    expect(await registry.metrics()).not.toMatch(/^soonest_seconds/m);

    measured = 3600;
    expect(await registry.metrics()).toContain('soonest_seconds{app="worker"} 3600');
    measured = null;
    expect(await registry.metrics()).not.toMatch(/^soonest_seconds/m);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toMatch(/^soonest_seconds/m);
  });

  it("is what prom-client's own label-less gauge is not: after reset() that one reports 0", async () => {
    const registry = new Registry();
    new Gauge({
      name: 'reset_gauge',
      help: 'reset',
      registers: [registry],
      collect() {
        this.reset();
      },
    });
    expect(await registry.metrics()).toMatch(/^reset_gauge 0$/m);
  });
});
