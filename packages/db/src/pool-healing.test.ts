import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createTestDatabase, startSeveringProxy, type SeveringProxy, type TestDatabase } from '@ds/testing';
import { createDatabasePool, createPrismaClient, type PrismaClient } from './index.js';

/**
 * The pool after PostgreSQL went away and came back (docs/operations.md "Database outage"), on a real server:
 * connections made stale by a proxy that cuts them silently (a failover behind a moved address), and sessions
 * ended by the server itself (`pg_terminate_backend`, what a restart does to every session).
 */
describe('a pool healing after lost connections', () => {
  let db: TestDatabase;
  let proxy: SeveringProxy;
  let pool: pg.Pool;
  let prisma: PrismaClient;
  let admin: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase();
    admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    await admin.query('CREATE TABLE healing_notes (id serial PRIMARY KEY, note text NOT NULL)');
    proxy = await startSeveringProxy(Number(new URL(db.url).port || 5432));
  });

  beforeEach(async () => {
    const url = new URL(db.url);
    url.host = `127.0.0.1:${proxy.port}`;
    pool = createDatabasePool(url.toString(), { max: 3, connectionTimeoutMs: 5000 });
    pool.on('error', () => undefined);
    prisma = createPrismaClient(pool);
    await admin.query('TRUNCATE healing_notes');
    // Three connections open and idle, as after a busy moment.
    await Promise.all([1, 2, 3].map(() => prisma.$queryRaw`SELECT pg_sleep(0.05)::text`));
    expect(pool.idleCount).toBe(3);
  });

  afterEach(async () => {
    await prisma.$disconnect();
    await pool.end();
  });

  afterAll(async () => {
    await proxy.close();
    await admin.end();
    await db.drop();
  });

  it('reads again on a fresh connection when every idle one went stale', async () => {
    proxy.sever();
    expect(await prisma.$queryRaw`SELECT 1::int AS ok`).toEqual([{ ok: 1 }]);
    // The stale ones are gone; the next reads need no retry.
    expect(await prisma.$queryRaw`SELECT 2::int AS ok`).toEqual([{ ok: 2 }]);
  });

  it('starts a transaction again on a fresh connection when BEGIN met a stale one, and commits it once', async () => {
    proxy.sever();
    await prisma.$transaction(async (tx) => {
      await tx.$executeRaw`INSERT INTO healing_notes (note) VALUES ('in a transaction')`;
    });
    expect((await admin.query('SELECT note FROM healing_notes')).rows).toEqual([{ note: 'in a transaction' }]);
  });

  it('does not run a write again when its connection was cut after it was sent: it may have committed', async () => {
    proxy.sever();
    await expect(prisma.$executeRaw`INSERT INTO healing_notes (note) VALUES ('maybe')`).rejects.toThrow();
    // Not retried: at most once (here the proxy had already cut it off, so none).
    expect((await admin.query('SELECT count(*)::int AS n FROM healing_notes')).rows).toEqual([{ n: 0 }]);
    // The failed connection was dropped and its stale siblings with it: the next write goes through.
    await prisma.$executeRaw`INSERT INTO healing_notes (note) VALUES ('next')`;
    expect((await admin.query('SELECT note FROM healing_notes')).rows).toEqual([{ note: 'next' }]);
  });

  it('runs a write again when the server ended its session mid-statement (rolled back), so it lands exactly once', async () => {
    // A Prisma promise runs once awaited: `then` starts it now.
    const write = prisma.$executeRaw`INSERT INTO healing_notes (note) SELECT 'slow write' FROM pg_sleep(0.5)`.then((n) => n);
    // Wait until the write runs, then end its session as a shutting-down server does (57P01).
    let backend: number | undefined;
    for (let i = 0; i < 50 && !backend; i++) {
      const running = await admin.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE query LIKE 'INSERT INTO%slow write%' AND state = 'active'",
      );
      backend = running.rows[0]?.pid;
      if (!backend) await new Promise((r) => setTimeout(r, 20));
    }
    expect(backend).toBeDefined();
    await admin.query('SELECT pg_terminate_backend($1)', [backend]);
    expect(await write).toBe(1);
    expect((await admin.query('SELECT note FROM healing_notes')).rows).toEqual([{ note: 'slow write' }]);
  });
});
