import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { repoRoot } from './support/stack.js';

const MIGRATION = '20261125202432_platform_double_opt_in';
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/**
 * The landing newsletter's move to double opt-in keeps the people already on the platform list: on a
 * real PostgreSQL database migrated up to just before it, sign-ups are stored the old way, then the
 * migration runs — they are `confirmed` (consent time = when they signed up), and a new row is `pending`.
 */
describe('migration: platform subscribers from before double opt-in stay subscribed', () => {
  const name = `ds_test_migration_${process.pid}_${Date.now().toString(36)}`;
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  let client: pg.Client;
  const dir = path.join(repoRoot, 'prisma/migrations');
  const migrations = fs
    .readdirSync(dir)
    .filter((d) => /^\d{14}_/.test(d))
    .sort();
  const apply = async (m: string) => client.query(fs.readFileSync(path.join(dir, m, 'migration.sql'), 'utf8'));

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    client = new pg.Client({ connectionString: url });
    await client.connect();
  }, 30_000);

  afterAll(async () => {
    await client?.end();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }, 30_000);

  it('marks existing sign-ups confirmed and new ones pending', async () => {
    const at = migrations.indexOf(MIGRATION);
    expect(at).toBeGreaterThan(0);
    for (const m of migrations.slice(0, at)) await apply(m);
    await client.query(
      `INSERT INTO platform_subscribers (id, email, created_at) VALUES (gen_random_uuid(), 'early@example.com', '2026-01-02T03:04:05Z')`,
    );

    await apply(MIGRATION);
    const { rows } = await client.query(
      `SELECT status::text, confirmed_at = created_at AS confirmed_then, consent_at = created_at AS consented_then, source
       FROM platform_subscribers WHERE email = 'early@example.com'`,
    );
    expect(rows).toEqual([{ status: 'confirmed', confirmed_then: true, consented_then: true, source: 'before double opt-in' }]);
    await client.query(`INSERT INTO platform_subscribers (id, email) VALUES (gen_random_uuid(), 'new@example.com')`);
    expect((await client.query(`SELECT status::text FROM platform_subscribers WHERE email = 'new@example.com'`)).rows).toEqual([
      { status: 'pending' },
    ]);

    for (const m of migrations.slice(at + 1)) await apply(m);
  }, 60_000);
});
