import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MigrationDb } from './support/migration-db.js';

const MIGRATION = '20261125202432_platform_double_opt_in';

/**
 * The landing newsletter's move to double opt-in keeps the people already on the platform list: on a
 * real PostgreSQL database migrated up to just before it, sign-ups are stored the old way, then the
 * migration runs — they are `confirmed` (consent time = when they signed up), and a new row is `pending`.
 */
describe('migration: platform subscribers from before double opt-in stay subscribed', () => {
  let db: MigrationDb;

  beforeAll(async () => {
    db = await MigrationDb.create('migration');
  }, 30_000);

  afterAll(() => db?.drop(), 30_000);

  it('marks existing sign-ups confirmed and new ones pending', async () => {
    await db.migrateUpTo(MIGRATION);
    await db.client.query(
      `INSERT INTO platform_subscribers (id, email, created_at) VALUES (gen_random_uuid(), 'early@example.com', '2026-01-02T03:04:05Z')`,
    );

    await db.apply(MIGRATION);
    const { rows } = await db.client.query(
      `SELECT status::text, confirmed_at = created_at AS confirmed_then, consent_at = created_at AS consented_then, source
       FROM platform_subscribers WHERE email = 'early@example.com'`,
    );
    expect(rows).toEqual([{ status: 'confirmed', confirmed_then: true, consented_then: true, source: 'before double opt-in' }]);
    await db.client.query(`INSERT INTO platform_subscribers (id, email) VALUES (gen_random_uuid(), 'new@example.com')`);
    expect((await db.client.query(`SELECT status::text FROM platform_subscribers WHERE email = 'new@example.com'`)).rows).toEqual([
      { status: 'pending' },
    ]);

    await db.migrateAfter(MIGRATION);
  }, 60_000);
});
