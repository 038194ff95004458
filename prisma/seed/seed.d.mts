// Types of what the tests import from the seed (plain JavaScript run by scripts/seed.mjs).
import type { PrismaClient } from '@ds/db';

export declare const hashPassword: (password: string) => Promise<string>;
export declare function seedDatabase(
  prisma: PrismaClient,
  options: { demo: boolean; copyCatalogIntoTenant: (...args: never[]) => unknown },
): Promise<void>;
