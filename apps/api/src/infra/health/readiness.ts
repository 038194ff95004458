import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../prisma/prisma.service.js';

/** prisma/migrations of the code this process was built from (same depth under src/ and dist/). */
const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../prisma/migrations');

/** The migration folders this build expects to find applied, oldest first. */
function expectedMigrations(dir = MIGRATIONS_DIR): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Whether this API instance should get traffic: not draining after SIGTERM, and once PostgreSQL has confirmed
 * every migration it was built for (start-up). Later outages of PostgreSQL or Redis are not part of it: every
 * replica shares them, and the API keeps serving through them (cached storefront reads, docs/operations.md
 * "Database outage"; docs/outbox.md), so taking instances out of rotation would turn a degraded service into none.
 */
@Injectable()
export class Readiness {
  private drainingSince: number | null = null;
  /** Once every expected migration is applied it stays so: later checks only ping the database. */
  private migrationsApplied = false;
  private readonly expected = expectedMigrations();
  /** What the health probes found: undefined until one asked, then whether any ever found the instance ready. */
  private everReady?: boolean;

  constructor(private readonly prisma: PrismaService) {}

  /** From now on the instance answers "not ready" (SIGTERM: load balancers take it out of rotation). */
  startDraining(): void {
    this.drainingSince ??= Date.now();
  }

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  /**
   * Probed by the orchestrator or balancer (`/api/health/ready`, or `/api/health`), and never found ready: none of
   * them has sent it traffic, so a stop need not drain (docs/operations.md "SIGTERM during start-up"). False when nothing
   * ever asked: then nothing is known, and a stop drains.
   */
  get neverReady(): boolean {
    return this.everReady === false;
  }

  /** Notes a health probe's verdict (`answer` resolves when healthy, rejects with the 503) and passes it on. */
  probed<T>(answer: Promise<T>): Promise<T> {
    return answer.then(
      (healthy) => {
        this.everReady = true;
        return healthy;
      },
      (err: unknown) => {
        this.everReady ??= false;
        throw err;
      },
    );
  }

  /** PostgreSQL has confirmed every migration of this build: start-up is over for readiness. */
  get started(): boolean {
    return this.migrationsApplied;
  }

  /** Resolves when the database answers; the migrations still pending, by name (empty: all applied). */
  async pendingMigrations(): Promise<string[]> {
    if (this.migrationsApplied) {
      await this.prisma.$queryRaw`SELECT 1`;
      return [];
    }
    const rows = await this.prisma.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    const applied = new Set(rows.map((row) => row.migration_name));
    const pending = this.expected.filter((name) => !applied.has(name));
    this.migrationsApplied = pending.length === 0;
    return pending;
  }
}
