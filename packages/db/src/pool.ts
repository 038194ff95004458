import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { isDatabaseUnreachable, leftNothingCommitted } from './connection-loss.js';
import type { Prisma } from './generated/client.js';

export interface DatabasePoolOptions {
  /** Connections this process may hold (docs/operations.md "Connection budget"). */
  max?: number;
  /** The server cancels a statement running longer than this; 0 or unset: no limit. */
  statementTimeoutMs?: number;
  /** How long a query waits to open a connection, or for a free one when all `max` are busy; unset: forever. */
  connectionTimeoutMs?: number;
}

/**
 * The connection pool a Prisma client runs on, made by the caller so it can report on it (metrics) and end it.
 * The statement timeout is a startup parameter of each connection, so it holds for every statement without a
 * round trip of its own; a statement that needs longer raises it for its transaction (`allowStatementsFor`).
 */
export function createDatabasePool(databaseUrl: string, options: DatabasePoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(options.connectionTimeoutMs ? { connectionTimeoutMillis: options.connectionTimeoutMs } : {}),
  });
  // An idle connection the server ended (a restart, a failover, the database dropped) is already taken out
  // of the pool by pg-pool, which then emits 'error'. Prisma's adapter listens only while connected, so
  // without a listener of the pool's own that event would end the process between $disconnect() and end().
  pool.on('error', () => undefined);
  retryLostStatements(pool);
  return pool;
}

/** A statement that only reads (Prisma's `SELECT …`, a `PREPARED` one included): running it twice changes nothing. */
const READ_ONLY = /^\s*(\/\*[^*]*\*\/\s*)*SELECT\b/i;

/** Whether `statement`, failed on a lost connection, can run again on another one without doing anything twice. */
function mayRunAgain(statement: unknown, err: unknown): boolean {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  return leftNothingCommitted(err) || (typeof text === 'string' && READ_ONLY.test(text));
}

/**
 * Drops the connections idle in `pool` after one was found lost: opened before the loss, they are likely
 * lost too (a restarted server, a failover behind an address that moved), and the retry must not land on
 * one of them. Those whose socket closed are already gone (pg-pool drops them); this takes the others, which
 * may look open. A connection released with an error is closed, not kept.
 */
async function dropIdle(pool: pg.Pool): Promise<void> {
  for (let left = pool.idleCount; left > 0 && pool.idleCount > 0 && pool.waitingCount === 0; left--) {
    const client = await pool.connect().catch(() => undefined);
    if (!client) return;
    client.release(true);
  }
}

/**
 * The pool heals at once after PostgreSQL comes back (docs/operations.md "Database outage"). pg-pool already
 * drops a connection found dead (an idle one whose socket closed, one released with an error or no longer
 * queryable); on a lost connection this drops the idle ones too (`dropIdle`), and runs a single statement
 * outside a transaction (`pool.query`, which Prisma's adapter uses for every statement outside `$transaction`)
 * once more, on a fresh connection, when running it again is safe: it only reads, or it provably left nothing
 * committed. Once: if the server is really away the second attempt fails too, and the caller answers 503.
 */
function retryLostStatements(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  // Callback-style and streaming calls (`pool.query(text, cb)`, a Submittable) are left as they are.
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    const attempt = query(...args);
    if (args.some((a) => typeof a === 'function') || !(attempt instanceof Promise)) return attempt;
    return attempt.catch(async (err: unknown) => {
      if (!isDatabaseUnreachable(err)) throw err;
      await dropIdle(pool);
      if (!mayRunAgain(args[0], err)) throw err;
      return query(...args);
    });
  };
}

/**
 * Prisma's pg adapter on `pool`, with a transaction whose start failed on a lost connection started once
 * more on a fresh connection: nothing of it ran (the failure was in taking a connection, `BEGIN` or
 * `SET TRANSACTION`), so starting again is always safe. A transaction that fails later is not retried here:
 * its caller decides (its work may have had effects outside PostgreSQL).
 */
export function createDatabaseAdapter(pool: pg.Pool, options: ConstructorParameters<typeof PrismaPg>[1] = {}): PrismaPg {
  return new HealingPrismaPg(pool, options);
}

class HealingPrismaPg extends PrismaPg {
  constructor(
    private readonly pool: pg.Pool,
    options: ConstructorParameters<typeof PrismaPg>[1],
  ) {
    super(pool, options);
  }

  override async connect(): ReturnType<PrismaPg['connect']> {
    const adapter = await super.connect();
    const start = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = (isolationLevel) =>
      start(isolationLevel).catch(async (err: unknown) => {
        if (!isDatabaseUnreachable(err)) throw err;
        await dropIdle(this.pool);
        return start(isolationLevel);
      });
    return adapter;
  }
}

/** SQLSTATE of a statement cancelled by `statement_timeout` (query_canceled). */
export const STATEMENT_TIMEOUT = '57014';

/**
 * Raises the statement timeout for the rest of the transaction `tx` runs (SET LOCAL semantics: it ends with
 * the transaction, so it never leaks to the next user of the connection, and works behind PgBouncer in
 * transaction mode). For the few statements that are long by design, e.g. a campaign's audience snapshot.
 */
export async function allowStatementsFor(tx: Pick<Prisma.TransactionClient, '$queryRaw'>, ms: number): Promise<void> {
  await tx.$queryRaw`SELECT set_config('statement_timeout', ${String(ms)}, true)`;
}
