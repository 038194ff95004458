import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPrismaClient, type PrismaClient } from '@ds/db';
import { createTestDatabase, type TestDatabase } from '@ds/testing';

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../prisma/migrations');

/** The backfill of the migration that made the `uploads` table: its one statement after the table's. */
function backfillStatement(): string {
  const dir = fs.readdirSync(migrations).find((name) => name.endsWith('_stored_files'));
  const sql = fs.readFileSync(path.join(migrations, dir!, 'migration.sql'), 'utf8');
  return sql.slice(sql.indexOf('WITH found'));
}

const file = (hex: string, ext = 'png') => `/uploads/2026/11/${hex.repeat(32)}.${ext}`;

/**
 * Files stored before the `uploads` table existed get their row from the rows that show them
 * (docs/security.md "Stored files"): owned by the tenant whose file field holds one, else by the one tenant
 * whose texts show it, else by nobody.
 */
describe('the stored-files backfill', () => {
  let db: TestDatabase;
  let prisma: PrismaClient;

  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrismaClient(db.url, { max: 2 });
  });
  afterAll(async () => {
    await prisma?.$disconnect();
    await db?.drop();
  });

  it('owns each file by the rows that reference it, and leaves shared ones without an owner', async () => {
    await prisma.template.create({ data: { id: 1, name: 'Template 1' } });
    const [victim, attacker, other] = await Promise.all(
      ['victim', 'attacker', 'other'].map((who) => prisma.tenant.create({ data: { subdomain: `${who}-${Date.now()}` } })),
    );
    const img = (url: string) => `<p><img src="${url}"></p>`;
    await prisma.tenant.update({ where: { id: victim.id }, data: { site_logo: file('a') } });
    await prisma.product.create({ data: { tenant_id: victim.id, name: 'Tea', image: file('b', 'jpg'), guide_pdf: file('c', 'pdf') } });
    // The attacker's draft shows the victim's logo: the file field wins.
    await prisma.campaign.create({ data: { tenant_id: attacker.id, subject: 'x', content: img(file('a')) + img(file('d')) } });
    // Two tenants' texts show one file: nobody owns it.
    await prisma.blog.create({ data: { tenant_id: other.id, title: 'x', content: img(`https://cdn.example${file('e')}`) } });
    await prisma.campaign.create({ data: { tenant_id: attacker.id, subject: 'y', content: img(file('e')) } });
    // Training material is the platform's.
    await prisma.training.create({ data: { title: 'Welcome', file: file('f', 'pdf') } });

    await prisma.$executeRawUnsafe(backfillStatement());
    const rows = await prisma.storedFile.findMany({ orderBy: { url: 'asc' } });
    expect(rows.map((r) => [r.url, r.tenant_id])).toEqual([
      [file('a'), victim.id],
      [file('b', 'jpg'), victim.id],
      [file('c', 'pdf'), victim.id],
      [file('d'), attacker.id],
      [file('e'), null],
      [file('f', 'pdf'), null],
    ]);
  });
});
