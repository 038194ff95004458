import { describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createTestDatabase } from './index.js';

describe('createTestDatabase', () => {
  it('gives a migrated database of its own and drops it', async () => {
    const db = await createTestDatabase();
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL');
    await client.end();
    expect(Number(rows[0].n)).toBeGreaterThan(0);
    await db.drop();
  });
});
