import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { tolerantScrape, type ScrapeLog } from './tolerant-scrape.js';

/** A probe's verdict: healthy, or why not. */
export type Probe = () => Promise<{ ok: boolean; reason?: string }>;

export interface MetricsListener {
  port: number;
  close(): Promise<void>;
}

/**
 * The operations port of a process (docs/operations.md): `GET /metrics` (Prometheus text format; a metric
 * that cannot be read is left out, never the whole scrape failed: tolerantScrape),
 * `GET /health/live` and `GET /health/ready`. A listener of its own, never the public one, so the edge
 * cannot serve it; nothing here is per tenant.
 */
export async function startMetricsListener(options: {
  port: number;
  host?: string;
  registry: Registry;
  /** Where metrics left out of a scrape are told of (see tolerantScrape); Nest's logger by default. */
  log?: ScrapeLog;
  live?: Probe;
  ready?: Probe;
}): Promise<MetricsListener> {
  const alive: Probe = () => Promise.resolve({ ok: true });
  const probes: Record<string, Probe> = { '/health/live': options.live ?? alive, '/health/ready': options.ready ?? alive };
  const scrape = tolerantScrape(options.registry, options.log);
  const server = http.createServer((req, res) => {
    void answer(req.url ?? '/', req.method ?? 'GET').then(({ status, type, body }) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    });
  });

  async function answer(url: string, method: string): Promise<{ status: number; type: string; body: string }> {
    const path = url.split('?')[0];
    if (method !== 'GET') return json(405, { message: `Method ${method} is not allowed` });
    if (path === '/metrics') {
      try {
        return { status: 200, type: options.registry.contentType, body: await scrape() };
      } catch (err) {
        return json(500, { message: `metrics could not be collected: ${err instanceof Error ? err.message : String(err)}` });
      }
    }
    const probe = probes[path];
    if (!probe) return json(404, { message: `Nothing at ${path}: try /metrics, /health/live or /health/ready` });
    const verdict = await probe().catch((err: unknown) => ({ ok: false, reason: err instanceof Error ? err.message : String(err) }));
    return verdict.ok ? json(200, { status: 'ok' }) : json(503, { status: 'error', message: verdict.reason ?? 'not ready' });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function json(status: number, body: unknown) {
  return { status, type: 'application/json', body: JSON.stringify(body) };
}
