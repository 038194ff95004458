import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client.js';

export * from './generated/client.js';
export * from './catalog.js';

/** Creates an engine-free Prisma client over node-postgres (Prisma 7 driver adapter). */
export function createPrismaClient(databaseUrl: string, options: { max?: number } = {}): PrismaClient {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: options.max ?? 10 });
  return new PrismaClient({ adapter });
}

/** Prisma error code for a unique constraint violation. */
export const UNIQUE_VIOLATION = 'P2002';

export function isUniqueViolation(err: unknown): err is { code: string; meta?: { target?: unknown } } {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === UNIQUE_VIOLATION;
}

export { PrismaPg };
export * from './tenant-scope.js';
