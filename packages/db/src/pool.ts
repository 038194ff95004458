import pg from 'pg';
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
  return new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(options.connectionTimeoutMs ? { connectionTimeoutMillis: options.connectionTimeoutMs } : {}),
  });
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
