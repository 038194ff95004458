import http from 'node:http';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Statuses that mean "served"; anything else (and any socket error) is a failed request. */
  ok: number[];
}

export interface LoadReport {
  sent: number;
  failed: number;
  /** Socket errors among the failures (ECONNRESET, "socket hang up", refused…). */
  resets: number;
  /** Each failure: which call and what happened. */
  failures: string[];
  byCall: Record<string, number>;
}

/** The storefront traffic a visitor makes: page, site data, a page-view beacon, and now and then a form post. */
function visitorCalls(host: string, n: number): Call[] {
  const json = { 'content-type': 'application/json' };
  const site = { 'x-tenant-domain': host };
  return [
    { name: 'page', method: 'GET', path: '/', headers: { ...site, 'user-agent': BROWSER }, ok: [200] },
    { name: 'site-data', method: 'GET', path: '/api/site/data', headers: site, ok: [200] },
    {
      name: 'beacon',
      method: 'POST',
      path: '/api/site/events',
      headers: { ...site, 'user-agent': BROWSER, 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ path: `/page-${n % 5}`, referrer: null, screen_width: 1280 }),
      ok: [202],
    },
    ...(n % 4 === 0
      ? [
          {
            name: 'lead',
            method: 'POST' as const,
            path: '/api/site/leads',
            headers: { ...site, ...json },
            body: JSON.stringify({ name: `Visitor ${n}`, email: `visitor${n}@example.net`, message: 'Please call me' }),
            ok: [201],
          },
        ]
      : []),
    ...(n % 4 === 2
      ? [
          {
            name: 'subscribe',
            method: 'POST' as const,
            path: '/api/newsletters/subscribe',
            headers: { ...site, ...json },
            body: JSON.stringify({ email: `fan${n}@example.net` }),
            ok: [201, 200],
          },
        ]
      : []),
  ];
}

function send(agent: http.Agent, port: number, call: Call): Promise<{ status?: number; error?: string }> {
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, agent, method: call.method, path: call.path, headers: call.headers, timeout: 15_000 },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve({ status: res.statusCode }));
        res.on('error', (err) => resolve({ error: err.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer in 15 s')));
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.end(call.body);
  });
}

/**
 * Steady storefront load on `port` from `visitors` parallel loops, each sending its next request as soon as
 * the last was answered, over keep-alive connections (as browsers and CDNs do), until `stop()`.
 */
export function startStorefrontLoad(port: number, host: string, visitors: number): { stop(): Promise<LoadReport> } {
  // FIFO: every pooled connection keeps being used, none lies idle for long (the way a busy client behaves).
  const agent = new http.Agent({ keepAlive: true, maxSockets: visitors, scheduling: 'fifo' });
  const report: LoadReport = { sent: 0, failed: 0, resets: 0, failures: [], byCall: {} };
  let running = true;
  let visit = 0;
  const loops = Array.from({ length: visitors }, async () => {
    while (running) {
      for (const call of visitorCalls(host, visit++)) {
        const { status, error } = await send(agent, port, call);
        report.sent++;
        report.byCall[call.name] = (report.byCall[call.name] ?? 0) + 1;
        if (error !== undefined || !call.ok.includes(status!)) {
          report.failed++;
          if (error !== undefined) report.resets++;
          report.failures.push(`${call.name}: ${error ?? status} at ${new Date().toISOString().slice(11, 23)}`);
        }
      }
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return report;
    },
  };
}
