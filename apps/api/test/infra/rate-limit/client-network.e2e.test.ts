import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { createTenantWithContent } from '../../support/content.js';

/**
 * Per-client limits count an IPv6 client by its network (IPV6_RATE_LIMIT_PREFIX, 64 by default), an IPv4
 * client by its address (docs/security.md "Throttling that cannot lock a user out"): the visitor's address
 * comes through a trusted proxy's X-Forwarded-For, here one on this machine (TRUSTED_PROXIES=loopback).
 */
describe('per-client limits count an IPv6 network as one client', () => {
  const host = `net${randomBytes(4).toString('hex')}.localhost`;
  const apps: TestApp[] = [];
  const start = async (env: Record<string, string>) => {
    const t = await startTestApp({ TRUSTED_PROXIES: 'loopback', PUBLIC_FORM_RATE_LIMIT: '10', AUTH_RATE_LIMIT: '3', ...env });
    apps.push(t);
    return t;
  };
  let t: TestApp;

  beforeAll(async () => {
    t = await start({ ANALYTICS_BEACON_RATE_LIMIT: '5' });
    await createTenantWithContent(t.prisma, host.split('.')[0]);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  /** Addresses 1…n of one /64, each different in its last 64 bits. */
  const addressesOf = (network: string, n: number) =>
    Array.from(
      { length: n },
      (_, i) => `${network}:${(i + 1).toString(16)}:${((i * 7919) % 0xffff).toString(16)}:0:${(i + 1).toString(16)}`,
    );
  const subscribe = (app: TestApp, client: string, i: number, site = host) =>
    request(app.http)
      .post('/api/newsletters/subscribe')
      .set('X-Forwarded-Host', site)
      .set('X-Forwarded-For', client)
      .send({ email: `net-${randomBytes(4).toString('hex')}-${i}@example.com` });
  const statuses = async (app: TestApp, clients: string[], site = host) => {
    const seen: number[] = [];
    for (const [i, client] of clients.entries()) seen.push((await subscribe(app, client, i, site)).status);
    return seen;
  };
  const count = (seen: number[], status: number) => seen.filter((s) => s === status).length;

  it('limits 200 addresses of one /64 on the newsletter sign-up as one client', async () => {
    const seen = await statuses(t, addressesOf('2001:db8:7:9', 200));
    expect(count(seen, 201)).toBe(10);
    expect(count(seen, 429)).toBe(190);
    expect(seen.slice(0, 10).every((s) => s === 201)).toBe(true);
    // Another /64 is another client; IPv4 clients are counted by address, an IPv4-mapped one as itself.
    expect((await subscribe(t, '2001:db8:7:a::1', 0)).status).toBe(201);
    expect(await statuses(t, ['198.51.100.1', '198.51.100.2', '::ffff:198.51.100.1'])).toEqual([201, 201, 201]);
  });

  it('counted by full address (the behaviour before: IPV6_RATE_LIMIT_PREFIX=128), the same 200 all got through', async () => {
    const before = await start({ IPV6_RATE_LIMIT_PREFIX: '128' });
    const site = `net${randomBytes(4).toString('hex')}.localhost`;
    await createTenantWithContent(before.prisma, site.split('.')[0]);
    const seen = await statuses(before, addressesOf('2001:db8:7:b', 200), site);
    expect(count(seen, 201)).toBe(200);
    await before.close();
    apps.splice(apps.indexOf(before), 1);
  });

  it('limits auth attempts and beacons by the /64 too', async () => {
    const clients = addressesOf('2001:db8:8:1', 6);
    const forgot: number[] = [];
    for (const client of clients) {
      const res = await request(t.http)
        .post('/api/users/forgot-password')
        .set('X-Forwarded-For', client)
        .send({ email: 'nobody@example.com' });
      forgot.push(res.status);
    }
    expect(forgot).toEqual([200, 200, 200, 429, 429, 429]);

    const beacons: number[] = [];
    for (const client of addressesOf('2001:db8:8:2', 8)) {
      const res = await request(t.http)
        .post('/api/site/events')
        .set('X-Forwarded-Host', host)
        .set('X-Forwarded-For', client)
        .set('Content-Type', 'text/plain;charset=UTF-8')
        .send(JSON.stringify({ path: '/', referrer: null, screen_width: 1280 }));
      beacons.push(res.status);
    }
    expect(beacons).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
  });
});
