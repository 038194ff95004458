import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from './stack.js';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const dir = path.join(repoRoot, 'prisma/migrations');

async function asAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A scratch PostgreSQL database that a test migrates step by step with the repo's migration files
 * (prisma/migrations), to store rows the old way just before one migration and check what it makes of them.
 */
export class MigrationDb {
  /** Every migration's folder name, oldest first. */
  readonly migrations = fs
    .readdirSync(dir)
    .filter((d) => /^\d{14}_/.test(d))
    .sort();

  private constructor(
    private readonly name: string,
    /** The database's connection string (for the migration runner, scripts/lib/migrations.mjs). */
    readonly url: string,
    readonly client: pg.Client,
  ) {}

  /** Creates an empty database named after `label` and connects to it. */
  static async create(label: string): Promise<MigrationDb> {
    const name = `ds_test_${label}_${process.pid}_${Date.now().toString(36)}`;
    await asAdmin(`CREATE DATABASE "${name}"`);
    const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return new MigrationDb(name, url, client);
  }

  /** Runs one migration's SQL, whole (one multi-statement query, as the migration runner sends it). */
  async apply(migration: string): Promise<void> {
    await this.client.query(fs.readFileSync(path.join(dir, migration, 'migration.sql'), 'utf8'));
  }

  /** Runs every migration before `migration` (which must exist and not be the first). */
  async migrateUpTo(migration: string): Promise<void> {
    for (const m of this.migrations.slice(0, this.indexOf(migration))) await this.apply(m);
  }

  /** Runs every migration after `migration`. */
  async migrateAfter(migration: string): Promise<void> {
    for (const m of this.migrations.slice(this.indexOf(migration) + 1)) await this.apply(m);
  }

  /** Disconnects and drops the database. */
  async drop(): Promise<void> {
    await this.client.end();
    await asAdmin(`DROP DATABASE IF EXISTS "${this.name}" WITH (FORCE)`);
  }

  private indexOf(migration: string): number {
    const at = this.migrations.indexOf(migration);
    if (at <= 0) throw new Error(`no migration ${migration} with one before it in prisma/migrations`);
    return at;
  }
}
