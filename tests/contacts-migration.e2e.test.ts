import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MigrationDb } from './support/migration-db.js';

const MIGRATION = '20261128065301_contacts';

/**
 * Leads and subscribers become contacts (docs/product.md "Contacts") without losing any: on a real
 * PostgreSQL database migrated up to just before the migration, leads and subscribers are stored the old
 * way (one person in both lists under two spellings of their address, a repeat lead, another tenant with the
 * same address), then the migration runs and every count is checked.
 */
describe('migration: leads and subscribers merge into contacts', () => {
  let db: MigrationDb;
  const count = async (sql: string) => Number((await db.client.query<{ n: string }>(sql)).rows[0].n);

  beforeAll(async () => {
    db = await MigrationDb.create('contacts');
  }, 30_000);

  afterAll(() => db?.drop(), 30_000);

  it('makes one contact per address per tenant, keeps every lead and subscriber, and links them', async () => {
    await db.migrateUpTo(MIGRATION);

    await db.client.query(`INSERT INTO templates (id, name) VALUES (1, 'Template 1') ON CONFLICT DO NOTHING`);
    const tenant = async (subdomain: string) =>
      (
        await db.client.query<{ id: string }>(
          `INSERT INTO tenants (id, subdomain, updated_at) VALUES (gen_random_uuid(), $1, now()) RETURNING id`,
          [subdomain],
        )
      ).rows[0].id;
    const a = await tenant('contacts-a');
    const b = await tenant('contacts-b');
    const lead = (t: string, name: string, email: string, phone: string | null, message: string, at: string) =>
      db.client.query(
        `INSERT INTO leads (id, tenant_id, name, email, phone, message, created_at) VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6)`,
        [t, name, email, phone, message, at],
      );
    const subscriber = (t: string, email: string, status: string, at: string, source: string | null) =>
      db.client.query(
        `INSERT INTO subscribers (id, tenant_id, email, status, created_at, confirmed_at, consent_at, consent_host, consent_page,
           consent_ip_hash, source)
         VALUES (gen_random_uuid(), $1, $2, $3::"SubscriberStatus", $4, CASE WHEN $3 = 'confirmed' THEN $4::timestamp END, $4,
           'a.example.com', '/newsletters', 'hash-' || $2, $5)`,
        [t, email, status, at, source],
      );
    // Ann: two leads (the second with a new phone, mixed-case address) and a confirmed subscription.
    await lead(a, 'Ann', 'ann@example.com', '+1 555 0100', 'Tell me about the starter pack', '2026-01-01T10:00:00Z');
    await lead(a, 'Ann Lee', 'Ann@Example.com', null, 'Still interested', '2026-02-01T10:00:00Z');
    await subscriber(a, 'ann@example.com', 'confirmed', '2026-01-15T10:00:00Z', 'footer');
    // Bob: a lead only. Cat: an unsubscribed subscriber only. Dan: a pending subscriber with no source.
    await lead(a, 'Bob', 'bob@example.com', '555 0101', 'Call me', '2026-03-01T10:00:00Z');
    await subscriber(a, 'cat@example.com', 'unsubscribed', '2026-01-20T10:00:00Z', 'newsletters page');
    await subscriber(a, 'dan@example.com', 'pending', '2026-01-21T10:00:00Z', null);
    // Another tenant's Ann is another contact.
    await lead(b, 'Ann B', 'ann@example.com', null, 'Hello', '2026-01-05T10:00:00Z');
    await subscriber(b, 'ann@example.com', 'complained', '2026-01-06T10:00:00Z', 'footer');

    const subscribersBefore = (
      await db.client.query(`SELECT id, tenant_id, email, status::text, confirmed_at, consent_at, consent_host, consent_page,
        consent_ip_hash, source FROM subscribers ORDER BY id`)
    ).rows;
    const leadsBefore = (await db.client.query(`SELECT * FROM leads ORDER BY id`)).rows;
    expect(subscribersBefore).toHaveLength(4);
    expect(leadsBefore).toHaveLength(4);

    await db.apply(MIGRATION);

    // Counts: 4 people in tenant a (ann, bob, cat, dan) + 1 in tenant b; nothing lost.
    expect(await count(`SELECT count(*) AS n FROM contacts`)).toBe(5);
    expect(await count(`SELECT count(*) AS n FROM contacts WHERE tenant_id = '${a}'`)).toBe(4);
    expect(await count(`SELECT count(*) AS n FROM leads`)).toBe(4);
    expect(await count(`SELECT count(*) AS n FROM subscribers`)).toBe(4);
    expect(await count(`SELECT count(*) AS n FROM contact_activities WHERE kind = 'lead'`)).toBe(4);
    expect(await count(`SELECT count(*) AS n FROM subscribers WHERE contact_id IS NULL`)).toBe(0);
    expect(await count(`SELECT count(DISTINCT lead_id) AS n FROM contact_activities`)).toBe(4);

    // Every lead is an activity of the contact of its own tenant and address.
    expect(
      await count(`SELECT count(*) AS n FROM contact_activities ca JOIN leads l ON l.id = ca.lead_id JOIN contacts c ON c.id = ca.contact_id
        WHERE c.tenant_id = l.tenant_id AND ca.tenant_id = l.tenant_id AND c.email = lower(l.email) AND ca.created_at = l.created_at`),
    ).toBe(4);
    // Subscribers untouched (status and consent evidence), each linked to the contact of its address.
    const subscribersAfter = (
      await db.client.query(`SELECT id, tenant_id, email, status::text, confirmed_at, consent_at, consent_host, consent_page,
        consent_ip_hash, source FROM subscribers ORDER BY id`)
    ).rows;
    expect(subscribersAfter).toEqual(subscribersBefore);
    expect(
      await count(`SELECT count(*) AS n FROM subscribers s JOIN contacts c ON c.id = s.contact_id
        WHERE c.tenant_id = s.tenant_id AND c.email = s.email`),
    ).toBe(4);
    expect((await db.client.query(`SELECT * FROM leads ORDER BY id`)).rows).toEqual(leadsBefore);

    const contacts = (
      await db.client.query(
        `SELECT email, name, phone, status::text, source, tags, created_at::text, last_activity_at::text FROM contacts WHERE tenant_id = $1 ORDER BY email`,
        [a],
      )
    ).rows;
    expect(contacts).toEqual([
      {
        email: 'ann@example.com',
        name: 'Ann Lee',
        phone: '+1 555 0100',
        status: 'new',
        source: 'lead form',
        tags: [],
        created_at: '2026-01-01 10:00:00',
        last_activity_at: '2026-02-01 10:00:00',
      },
      expect.objectContaining({ email: 'bob@example.com', name: 'Bob', phone: '555 0101', source: 'lead form' }),
      expect.objectContaining({ email: 'cat@example.com', name: null, phone: null, source: 'newsletters page' }),
      expect.objectContaining({ email: 'dan@example.com', name: null, source: 'newsletter' }),
    ]);

    // The trigram extension the search indexes rely on is installed.
    expect(await count(`SELECT count(*) AS n FROM pg_extension WHERE extname = 'pg_trgm'`)).toBe(1);
    await db.migrateAfter(MIGRATION);
  }, 60_000);
});
