import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@ds/testing';
import { allowStatementsFor, createDatabasePool, createPrismaClient, STATEMENT_TIMEOUT, type PrismaClient } from './index.js';

/** The pool's limits on a real PostgreSQL: what a statement or a wait for a connection may cost. */
describe('createDatabasePool', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let prisma: PrismaClient;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createDatabasePool(db.url, { max: 1, statementTimeoutMs: 300, connectionTimeoutMs: 500 });
    prisma = createPrismaClient(pool);
  });

  afterAll(async () => {
    await prisma.$disconnect();
    await pool.end();
    await db.drop();
  });

  it('has the server cancel a statement running past the timeout, and the connection stays usable', async () => {
    const startedAt = performance.now();
    await expect(pool.query('SELECT pg_sleep(5)')).rejects.toMatchObject({
      code: STATEMENT_TIMEOUT,
      message: 'canceling statement due to statement timeout',
    });
    expect(performance.now() - startedAt).toBeLessThan(3000);
    expect((await pool.query<{ ok: number }>('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
  });

  it('cancels a statement sent through Prisma too, with the SQLSTATE in the error', async () => {
    const failure = await prisma.$queryRaw`SELECT pg_sleep(5)`.catch((err: unknown) => err);
    expect(JSON.stringify(failure, Object.getOwnPropertyNames(failure))).toContain(STATEMENT_TIMEOUT);
    expect(await prisma.$queryRaw`SELECT 1 AS ok`).toEqual([{ ok: 1 }]);
  });

  it('lets a transaction raise the limit for itself only', async () => {
    const slept = await prisma.$transaction(async (tx) => {
      await allowStatementsFor(tx, 5000);
      return tx.$queryRaw<{ slept: string }[]>`SELECT pg_sleep(0.6)::text AS slept`;
    });
    expect(slept).toEqual([{ slept: '' }]);
    // The one connection of the pool is back at the process's limit.
    await expect(pool.query('SELECT pg_sleep(0.6)')).rejects.toMatchObject({ code: STATEMENT_TIMEOUT });
  });

  it('fails a query that waited for a free connection longer than the connect timeout', async () => {
    const busy = await pool.connect();
    try {
      const startedAt = performance.now();
      await expect(pool.query('SELECT 1')).rejects.toThrow(/timeout/i);
      expect(performance.now() - startedAt).toBeGreaterThanOrEqual(450);
    } finally {
      busy.release();
    }
    expect((await pool.query<{ ok: number }>('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
  });

  it('sets no limit when the timeout is 0', async () => {
    const unlimited = createDatabasePool(db.url, { max: 1, statementTimeoutMs: 0 });
    try {
      expect((await unlimited.query<{ statement_timeout: string }>('SHOW statement_timeout')).rows).toEqual([{ statement_timeout: '0' }]);
    } finally {
      await unlimited.end();
    }
  });
});
