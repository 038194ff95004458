import { randomBytes } from 'node:crypto';
import pg from 'pg';
// @ts-expect-error plain ESM helpers shared with the Jest global setup
import { adminDatabaseUrl, databaseUrlFor, templateDatabaseName } from './names.mjs';
// @ts-expect-error plain ESM module of the migration tool
import { migrationNames } from '../../../scripts/lib/migrations.mjs';

export { countPostgresRoundTrips, type PostgresRoundTrips } from './postgres-round-trips.js';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminDatabaseUrl() as string });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A freshly migrated database of its own for one suite; drop it in afterAll. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = templateDatabaseName(migrationNames() as string[]) as string;
  const name = `ds_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        return;
      } catch (err) {
        // Two clones of one template at the same instant can collide; a short retry settles it.
        if (attempt >= 10 || !/being accessed by other users/.test(String(err))) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  });
  return {
    name,
    url: databaseUrlFor(name) as string,
    drop: () => withAdmin(async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))),
  };
}

export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
}

/** A key prefix of its own per suite, so suites sharing one Redis never see each other's queues. */
export function uniquePrefix(label = 'test'): string {
  return `${label}-${randomBytes(4).toString('hex')}`;
}
export { startS3Server, S3_TEST_CREDENTIALS, type S3TestServer } from './s3.js';
export { freePort } from './free-port.js';
export { startPrivatePostgres, type PrivatePostgres } from './private-postgres.js';
export { startSeveringProxy, type SeveringProxy } from './severing-proxy.js';
