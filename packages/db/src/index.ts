import { createHash } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/client.js';
import { createDatabaseAdapter } from './pool.js';

export * from './generated/client.js';
export * from './campaign-quota.js';
export * from './catalog.js';
export * from './domain-owner.js';
export * from './sequences.js';

export * from './pool.js';
export * from './connection-loss.js';

/**
 * An engine-free Prisma client over node-postgres (Prisma 7 driver adapter): on its own pool (from a URL),
 * or on the caller's pool (which the caller ends).
 */
export function createPrismaClient(databaseUrlOrPool: string | pg.Pool, options: { max?: number } = {}): PrismaClient {
  if (typeof databaseUrlOrPool === 'string') {
    const adapter = new PrismaPg(
      { connectionString: databaseUrlOrPool, max: options.max ?? 10 },
      { statementNameGenerator: preparedStatementName },
    );
    return new PrismaClient({ adapter });
  }
  return new PrismaClient({ adapter: createDatabaseAdapter(databaseUrlOrPool, { statementNameGenerator: preparedStatementName }) });
}

/** Marks a raw query whose plan PostgreSQL should keep per connection: put it first in the SQL text. */
export const PREPARED = '/* prepared */';

/**
 * Names only the queries marked PREPARED, so each connection parses and plans them once (for a query
 * of several sub-selects, planning costs more than running it). Every other query stays unnamed: a
 * name per distinct Prisma-generated text would grow every connection's statement list without bound.
 */
export function preparedStatementName(query: { sql: string }): string {
  if (!query.sql.startsWith(PREPARED)) return undefined as unknown as string; // unnamed: the adapter's default
  let name = preparedNames.get(query.sql);
  if (!name) preparedNames.set(query.sql, (name = `ds_${createHash('sha1').update(query.sql).digest('base64url').slice(0, 20)}`));
  return name;
}

/** Names of the marked texts (a few, fixed in the code): hashing a long statement once, not per query. */
const preparedNames = new Map<string, string>();

/** Prisma error code for a unique constraint violation. */
export const UNIQUE_VIOLATION = 'P2002';

export function isUniqueViolation(err: unknown): err is { code: string; meta?: { target?: unknown } } {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === UNIQUE_VIOLATION;
}

export { PrismaPg };
export * from './tenant-scope.js';
