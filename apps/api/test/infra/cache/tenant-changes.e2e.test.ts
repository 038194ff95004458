import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Redis } from 'ioredis';
import request from 'supertest';
import { announceTenantChanged, tenantChangedChannel } from '@ds/jobs';
import { createApp } from '../../../src/app.factory.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp } from '../../support/accounts.js';
import { eventually } from '../../support/eventually.js';
import { HotResponseCache } from '../../../src/infra/hot-cache/hot-response-cache.js';
import { TenantChanges } from '../../../src/infra/cache/tenant-changes.js';

jest.setTimeout(60_000);

/**
 * The one "tenant changed" broadcast drives every tenant cache on every instance: two API instances on one
 * database and Redis key space (as behind a load balancer); a change announced on the first — or by the
 * worker, which publishes the same message — drops the second's resolver entry (host → tenant), the
 * tenant's Redis site-cache generation and its hot in-memory answers.
 */
describe('tenant changed: one broadcast, every cache, every instance', () => {
  let t: TestApp;
  let second: INestApplication;
  let redis: Redis;

  beforeAll(async () => {
    t = await startTestApp();
    second = await createApp(t.config, { redisPrefix: t.prefix, webDistDir: false });
    await second.init();
    redis = new Redis(t.config.REDIS_URL);
  });

  afterAll(async () => {
    redis?.disconnect();
    await second?.close();
    await t?.close();
  });

  const onSecond = (host: string, path: string) =>
    request(second.getHttpServer()).get(`/api${path}`).set('X-Tenant-Domain', host).expect(200);
  const hotOnSecond = (host: string) => second.get(HotResponseCache).get(host, '/api/site/data');

  /** A fresh site whose answers the second instance has cached everywhere, then renamed behind the caches' back. */
  async function cachedThenRenamed(): Promise<{ tenantId: string; host: string; newName: string }> {
    const jane = await signUp(t);
    const host = `${jane.subdomain}.localhost`;
    const oldName = (await onSecond(host, '/site/data')).body.settings.site_name as string;
    await onSecond(host, '/site/data'); // a hit: the hot cache holds it
    expect(hotOnSecond(host)).toBeDefined();

    const newName = `Renamed ${jane.subdomain}`;
    await t.prisma.tenant.update({ where: { id: jane.tenantId }, data: { site_name: newName } });
    // Nobody announced it yet: the resolver, the hot cache and the site cache all still answer the old name.
    expect((await onSecond(host, '/site/by-domain')).body.tenant.site_name).toBe(oldName);
    expect((await onSecond(host, '/site/data')).body.settings.site_name).toBe(oldName);
    return { tenantId: jane.tenantId, host, newName };
  }

  /** Every cache of the second instance has let go: fresh answers from the database. */
  async function expectForgottenOnSecond(host: string, newName: string): Promise<void> {
    await eventually(async () => expect(hotOnSecond(host)).toBeUndefined());
    expect((await onSecond(host, '/site/by-domain')).body.tenant.site_name).toBe(newName); // resolver
    expect((await onSecond(host, '/site/data')).body.settings.site_name).toBe(newName); // site cache generation + hot cache
  }

  it('a change announced on one instance drops the resolver, site and hot caches on the other', async () => {
    const { tenantId, host, newName } = await cachedThenRenamed();
    await t.app.get(TenantChanges).tenantChanged(tenantId);
    await expectForgottenOnSecond(host, newName);
  });

  it("the worker's announcement (announceTenantChanged, another process) does the same", async () => {
    const { tenantId, host, newName } = await cachedThenRenamed();
    await announceTenantChanged(redis, t.prefix, { tenantId });
    await expectForgottenOnSecond(host, newName);
  });

  it("a change naming hosts drops those hosts' answers whoever they belonged to", async () => {
    const { host } = await cachedThenRenamed();
    await t.app.get(TenantChanges).tenantChanged(randomUUID(), { hosts: [host] });
    await eventually(async () => expect(hotOnSecond(host)).toBeUndefined());
  });

  it('still understands a bare tenant id (the message of older builds)', async () => {
    const { tenantId, host } = await cachedThenRenamed();
    await redis.publish(tenantChangedChannel(t.prefix), tenantId);
    await eventually(async () => expect(hotOnSecond(host)).toBeUndefined());
  });

  it('a back-office write on one instance is seen on the other at once', async () => {
    const jane = await signUp(t);
    const host = `${jane.subdomain}.localhost`;
    await onSecond(host, '/site/data');
    await onSecond(host, '/site/data');
    await request(t.http)
      .put(`/api/tenants/${jane.tenantId}/settings`)
      .set('Authorization', `Bearer ${jane.token}`)
      .send({ site_name: 'Saved on the first' })
      .expect(200);
    await eventually(async () => expect((await onSecond(host, '/site/data')).body.settings.site_name).toBe('Saved on the first'));
    expect((await onSecond(host, '/site/by-domain')).body.tenant.site_name).toBe('Saved on the first');
  });
});
