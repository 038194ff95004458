import { describe, expect, it } from '@jest/globals';
import { Counter, Gauge, Registry } from 'prom-client';
import { startMetricsListener } from './metrics-listener.js';
import { tolerantScrape } from './tolerant-scrape.js';

/** A registry like the worker's: a counter, and a gauge counted in a database that may be away. */
function workerLike() {
  const registry = new Registry();
  registry.setDefaultLabels({ app: 'worker' });
  const database = { away: false };
  new Counter({ name: 'jobs_total', help: 'jobs', registers: [registry] }).inc(3);
  new Gauge({
    name: 'owed_rows',
    help: 'owed rows, counted in PostgreSQL',
    labelNames: ['status'] as const,
    registers: [registry],
    collect() {
      if (database.away) {
        // As Prisma fails a query while PostgreSQL is away: a code, and a message that may quote anything.
        throw Object.assign(new Error("Can't reach database server for jane.doe@example.com"), { code: 'P1001' });
      }
      this.set({ status: 'pending' }, 7);
    },
  });
  return { registry, database };
}

function recordingLog() {
  const lines: string[] = [];
  return { lines, warn: (m: string) => void lines.push(`warn: ${m}`), log: (m: string) => void lines.push(`log: ${m}`) };
}

describe('tolerantScrape', () => {
  it('is what prom-client renders while every metric reads', async () => {
    const { registry } = workerLike();
    expect(await tolerantScrape(registry, recordingLog())()).toBe(await registry.metrics());
  });

  it('leaves out a metric that cannot be read, keeps the others, and logs it once without what the error said', async () => {
    const { registry, database } = workerLike();
    const log = recordingLog();
    const scrape = tolerantScrape(registry, log);
    expect(await scrape()).toContain('owed_rows{status="pending",app="worker"} 7');

    database.away = true;
    await expect(registry.metrics()).rejects.toThrow(); // prom-client alone fails the whole scrape
    for (let i = 0; i < 3; i++) {
      const text = await scrape();
      expect(text).toContain('jobs_total{app="worker"} 3');
      expect(text).not.toContain('owed_rows');
    }
    expect(log.lines).toEqual(['warn: metric owed_rows cannot be read (P1001 Error): left out of scrapes until it can']);

    database.away = false;
    expect(await scrape()).toContain('owed_rows{status="pending",app="worker"} 7');
    await scrape();
    expect(log.lines).toEqual([
      'warn: metric owed_rows cannot be read (P1001 Error): left out of scrapes until it can',
      'log: metric owed_rows can be read again',
    ]);
    expect(log.lines.join('\n')).not.toMatch(/jane|example|reach/);
  });

  it('keeps the operations port answering 200 on /metrics', async () => {
    const { registry, database } = workerLike();
    database.away = true;
    const listener = await startMetricsListener({ port: 0, host: '127.0.0.1', registry, log: recordingLog() });
    try {
      const res = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain('jobs_total{app="worker"} 3');
      expect(text).not.toContain('owed_rows');
    } finally {
      await listener.close();
    }
  });
});
