import type { INestApplication } from '@nestjs/common';
import { loadConfig, type AppConfig } from '@ds/config';
import { createPrismaClient, type PrismaClient } from '@ds/db';
import { createTestDatabase, testRedisUrl, uniquePrefix, type TestDatabase } from '@ds/testing';
import { Redis } from 'ioredis';
import { createApp, type CreateAppOptions } from '../../src/app.factory.js';

export interface TestApp {
  app: INestApplication;
  http: ReturnType<INestApplication['getHttpServer']>;
  prisma: PrismaClient;
  config: AppConfig;
  prefix: string;
  close(): Promise<void>;
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256!';

/**
 * The real API on a freshly migrated database of its own and a private Redis key space.
 * `env` overrides configuration (e.g. a low rate limit); `options` the app's (e.g. a web build to serve).
 */
export async function startTestApp(env: Record<string, string> = {}, options: CreateAppOptions = {}): Promise<TestApp> {
  const db: TestDatabase = await createTestDatabase();
  const config = loadConfig({
    DATABASE_URL: db.url,
    REDIS_URL: testRedisUrl(),
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    AUTH_RATE_LIMIT: '1000',
    ...env,
  });
  const prefix = uniquePrefix('api');
  const app = await createApp(config, { redisPrefix: prefix, webDistDir: false, ...options });
  await app.init();
  const prisma = createPrismaClient(db.url, { max: 2 });
  await prisma.template.createMany({ data: [1, 2, 3].map((id) => ({ id, name: `Template ${id}` })), skipDuplicates: true });
  return {
    app,
    http: app.getHttpServer(),
    prisma,
    config,
    prefix,
    async close() {
      await app.close();
      await prisma.$disconnect();
      await clearRedisPrefix(config.REDIS_URL, prefix);
      await db.drop();
    },
  };
}

async function clearRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** A small catalog so signup has something to copy: two countries, two products. */
export async function seedCatalog(prisma: PrismaClient): Promise<void> {
  await prisma.catalogCategory.create({ data: { slug: 'nutrition', texts: { create: { language: 'en', name: 'Nutrition' } } } });
  for (const [sku, name] of [
    ['NUT-1', 'ReliV Daily'],
    ['NUT-2', 'Omega Gold'],
  ] as const) {
    await prisma.catalogProduct.create({
      data: {
        sku,
        category_slug: 'nutrition',
        texts: { create: { language: 'en', name } },
        prices: {
          create: [
            { country: 'US', currency: 'USD', retail_price: 49.95, base_price: 39.95, preferred_customer_price: 44.95 },
            { country: 'IN', currency: 'INR', retail_price: 3999, base_price: 3199, preferred_customer_price: 3599 },
          ],
        },
      },
    });
  }
}
