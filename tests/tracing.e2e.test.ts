import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ReceivedSpan } from './support/otlp-receiver.js';
import { signUpDistributor } from './support/signup.js';
import { waitFor, type Stack } from './support/stack.js';
import { startTracedStack, stopTracedStack, type Collector, type Mailbox } from './support/traced-stack.js';

/**
 * One trace from the request to the email (docs/operations.md "Traces"): with OTEL_EXPORTER_OTLP_ENDPOINT
 * set, the api and the worker send their spans to a collector (here the test's own); a lead's POST, the
 * outbox relay, the worker's job and the SMTP hand-off share one trace id, across the two processes, and
 * the request's log line names that trace.
 */
describe('traces from request to email', () => {
  let stack: Stack;
  let mailbox: Mailbox;
  let collector: Collector;

  beforeAll(async () => {
    ({ stack, mailbox, collector } = await startTracedStack());
    await signUpDistributor(stack, 'Tara');
  }, 90_000);

  afterAll(() => stopTracedStack({ stack, mailbox, collector }));

  it('follows a lead from the POST through the outbox relay and the worker job to the SMTP hand-off', async () => {
    const res = await fetch(`${stack.url}/api/site/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-domain': 'tara.localhost' },
      body: JSON.stringify({ name: 'Lee Lead', email: 'lee@example.com', message: 'Tell me more.' }),
    });
    expect(res.status).toBe(201);
    await mailbox.next('lee@example.com');

    const request = () =>
      collector.spans.find(
        (s) =>
          s.service === 'distributor-sites-api' &&
          /^POST/.test(s.name) &&
          !s.parentSpanId &&
          inTrace(s.traceId).some((x) => x.name === 'outbox relay'),
      );
    const inTrace = (traceId: string): ReceivedSpan[] => collector.spans.filter((s) => s.traceId === traceId);
    // Wait for the whole trace: the worker's job span ends (and is exported) after its `smtp send` child.
    await waitFor(
      () => {
        const root = request();
        return (
          !!root &&
          inTrace(root.traceId).some((s) => s.service === 'distributor-sites-worker' && /^job mail\./.test(s.name)) &&
          inTrace(root.traceId).some((s) => s.service === 'distributor-sites-worker' && s.name === 'smtp send')
        );
      },
      30_000,
      () => JSON.stringify([...new Set(collector.spans.map((s) => `${s.service}: ${s.name} (${s.parentSpanId ? 'child' : 'root'})`))]),
    );

    const trace = inTrace(request()!.traceId);
    const names = (service: string) => trace.filter((s) => s.service === service).map((s) => s.name);
    expect(names('distributor-sites-api')).toEqual(expect.arrayContaining(['outbox relay']));
    expect(names('distributor-sites-worker')).toEqual(expect.arrayContaining(['smtp send']));
    expect(names('distributor-sites-worker').some((name) => /^job mail\./.test(name))).toBe(true);
    // Database and Redis client spans are in it too (the lead's insert, the relay's commands).
    expect(trace.some((s) => /^pg\.|^(INSERT|SELECT|BEGIN|COMMIT)/i.test(s.name))).toBe(true);
    // The worker's job span hangs under a span of the API's.
    const job = trace.find((s) => /^job mail\./.test(s.name))!;
    expect(trace.find((s) => s.spanId === job.parentSpanId)?.service).toBe('distributor-sites-api');

    // The request's log line carries the trace id.
    const traceId = request()!.traceId;
    expect(stack.logs.join('')).toContain(`"trace_id":"${traceId}"`);
    // The lead's own path is on its server span (so the check below could see a fast path's).
    expect(request()!.path).toBe('/api/site/leads');
  });

  it('leaves the fast paths (hot site data, beacons) untraced, while the requests around them are', async () => {
    const site = { 'x-tenant-domain': 'tara.localhost' };
    for (let i = 0; i < 3; i++) expect((await fetch(`${stack.url}/api/site/data`, { headers: site })).status).toBe(200);
    const beacon = await fetch(`${stack.url}/api/site/events`, {
      method: 'POST',
      headers: {
        ...site,
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0.0.0 Safari/537.36',
      },
      body: JSON.stringify({ path: '/', referrer: null, screen_width: 1280 }),
    });
    expect(beacon.status).toBe(202);
    // A traced request after them, as the marker that their spans (had there been any) were exported too.
    expect((await fetch(`${stack.url}/api/templates`)).status).toBe(200);
    await waitFor(() => collector.spans.some((s) => s.path === '/api/templates'), 15_000);
    expect(collector.spans.filter((s) => s.path === '/api/site/data' || s.path === '/api/site/events')).toEqual([]);
  });
});
