import type { INestApplicationContext } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { PrismaClient } from '@ds/db';
import { siteEventsStream, type BufferedSiteEvent } from '@ds/jobs';
import { WorkerHarness, type HarnessOptions } from './worker-harness.js';

const DAY_MS = 86_400_000;

/** Retries `check` (an expectation) until it passes; rethrows its last failure after `timeoutMs`. */
export async function eventually(check: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** A running worker reading the page views' stream, with two tenants and a Redis client to write to the stream. */
export interface SiteEventsRig {
  harness: WorkerHarness;
  app: INestApplicationContext;
  prisma: PrismaClient;
  redis: Redis;
  prefix: string;
  tenantA: string;
  tenantB: string;
  /** Today's UTC midnight, taken when the worker starts: one day for the whole suite (its tests build on each other). */
  midnight: number;
}

/**
 * Starts the harness, seeds the tenants `alpha` and `bravo`, runs `prepare` (before the worker starts) and
 * starts the worker; the stream is deleted and the client closed when the harness stops (docs/analytics.md).
 */
export async function startSiteEventsRig(
  options: HarnessOptions,
  prepare?: (rig: { prisma: PrismaClient; tenantA: string; tenantB: string }) => Promise<unknown>,
): Promise<SiteEventsRig> {
  const harness = await WorkerHarness.start(options);
  try {
    return await startOn(harness, prepare);
  } catch (err) {
    await harness.stop();
    throw err;
  }
}

async function startOn(harness: WorkerHarness, prepare?: Parameters<typeof startSiteEventsRig>[1]): Promise<SiteEventsRig> {
  const { prisma, prefix } = harness;
  const tenantA = await harness.seedTenant({ subdomain: 'alpha' });
  const tenantB = await harness.seedTenant({ subdomain: 'bravo' });
  await prepare?.({ prisma, tenantA, tenantB });
  const redis = new Redis(harness.config.REDIS_URL);
  harness.closeAtStop(async () => {
    await redis.del(siteEventsStream(prefix));
    redis.disconnect();
  });
  const midnight = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const { app } = await harness.startWorker();
  return { harness, app, prisma, redis, prefix, tenantA, tenantB, midnight };
}

/** A desktop page view of `/` by visitor 1 of tenant A, direct, at 10:00 on the rig's day; `over` changes any of it. */
export const pageView = (rig: SiteEventsRig, over: Partial<BufferedSiteEvent> = {}): BufferedSiteEvent => ({
  tenantId: rig.tenantA,
  at: rig.midnight + 10 * 3_600_000,
  visitor: '1',
  path: '/',
  source: 'Direct',
  referrerDomain: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  device: 'desktop',
  ...over,
});
