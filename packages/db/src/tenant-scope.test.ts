import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@ds/testing';
import { createPrismaClient, type PrismaClient } from './index.js';
import { CrossTenantWriteError, Database, PLATFORM_MODELS, TENANT_OWNED_MODELS } from './tenant-scope.js';

const schemaFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../prisma/schema.prisma');

/** Models of schema.prisma and whether each has a `tenant_id` column. */
function schemaModels(): Map<string, boolean> {
  const models = new Map<string, boolean>();
  for (const [, name, body] of fs.readFileSync(schemaFile, 'utf8').matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    models.set(name, /^\s+tenant_id\s/m.test(body));
  }
  return models;
}

describe('the tenant door', () => {
  it('knows every model: tenant-owned exactly when it has a tenant_id (or is the tenant)', () => {
    const models = schemaModels();
    const owned = [...models].filter(([name, hasTenantId]) => hasTenantId || name === 'Tenant').map(([name]) => name);
    expect([...TENANT_OWNED_MODELS].sort()).toEqual(owned.sort());
    expect([...TENANT_OWNED_MODELS, ...PLATFORM_MODELS].sort()).toEqual([...models.keys()].sort());
  });

  describe('a tenant-bound client, on a real database', () => {
    let db: TestDatabase;
    let prisma: PrismaClient;
    let database: Database;
    const ids = { jane: '', sam: '', janeProduct: '', samProduct: '', samSubscriber: '' };

    beforeAll(async () => {
      db = await createTestDatabase();
      prisma = createPrismaClient(db.url, { max: 2 });
      database = new Database(prisma);
      await prisma.template.create({ data: { id: 1, name: 'Template 1' } });
      for (const who of ['jane', 'sam'] as const) {
        const tenant = await prisma.tenant.create({ data: { subdomain: `${who}-${Date.now()}` } });
        ids[who] = tenant.id;
        const product = await prisma.product.create({ data: { tenant_id: tenant.id, name: `${who}'s product` } });
        ids[who === 'jane' ? 'janeProduct' : 'samProduct'] = product.id;
      }
      ids.samSubscriber = (await prisma.subscriber.create({ data: { tenant_id: ids.sam, email: 'fan@example.com' } })).id;
    });

    afterAll(async () => {
      await prisma.$disconnect();
      await db.drop();
    });

    const jane = () => database.forTenant(ids.jane);

    it("reads its own rows and none of another tenant's, even by the other tenant's record id", async () => {
      expect(await jane().product.findUnique({ where: { id: ids.janeProduct } })).toMatchObject({ name: "jane's product" });
      expect(await jane().product.findUnique({ where: { id: ids.samProduct } })).toBeNull();
      expect(await jane().product.findFirst({ where: { id: ids.samProduct } })).toBeNull();
      expect(await jane().product.findMany()).toEqual([expect.objectContaining({ id: ids.janeProduct })]);
      expect(await jane().product.count()).toBe(1);
      expect(
        await jane().subscriber.findUnique({ where: { tenant_id_email: { tenant_id: ids.sam, email: 'fan@example.com' } } }),
      ).toBeNull();
      expect(await jane().tenant.findUnique({ where: { id: ids.sam } })).toBeNull();
      expect(await jane().tenant.findUnique({ where: { id: ids.jane } })).toMatchObject({ id: ids.jane });
    });

    it("changes and deletes nothing of another tenant's, whatever id it is given", async () => {
      await expect(jane().product.update({ where: { id: ids.samProduct }, data: { name: 'Hijacked' } })).rejects.toMatchObject({
        code: 'P2025',
      });
      expect(await jane().product.updateMany({ where: { id: ids.samProduct }, data: { name: 'Hijacked' } })).toEqual({ count: 0 });
      await expect(jane().product.delete({ where: { id: ids.samProduct } })).rejects.toMatchObject({ code: 'P2025' });
      expect(await jane().subscriber.deleteMany()).toEqual({ count: 0 });
      await expect(jane().tenant.update({ where: { id: ids.sam }, data: { site_name: 'Hijacked' } })).rejects.toMatchObject({
        code: 'P2025',
      });
      const untouched = await prisma.product.findUniqueOrThrow({ where: { id: ids.samProduct } });
      expect(untouched.name).toBe("sam's product");
      expect(await prisma.subscriber.count({ where: { tenant_id: ids.sam } })).toBe(1);
    });

    it('writes new rows for its own tenant only', async () => {
      const created = await jane().product.create({ data: { tenant_id: ids.jane, name: 'New' } });
      expect(created.tenant_id).toBe(ids.jane);
      await prisma.product.delete({ where: { id: created.id } });
      await expect(jane().product.create({ data: { tenant_id: ids.sam, name: 'Planted' } })).rejects.toThrow(CrossTenantWriteError);
      await expect(
        jane().lead.createMany({
          data: [
            { tenant_id: ids.jane, name: 'a', email: 'a@x.io', message: 'm' },
            { tenant_id: ids.sam, name: 'b', email: 'b@x.io', message: 'm' },
          ],
        }),
      ).rejects.toThrow(CrossTenantWriteError);
      expect(await prisma.lead.count()).toBe(0);
      await expect(
        jane().subscriber.upsert({
          where: { tenant_id_email: { tenant_id: ids.sam, email: 'fan@example.com' } },
          create: { tenant_id: ids.jane, email: 'fan@example.com' },
          update: { unsubscribed_at: new Date() },
        }),
      ).resolves.toMatchObject({ tenant_id: ids.jane, unsubscribed_at: null });
      expect(await prisma.subscriber.findFirstOrThrow({ where: { tenant_id: ids.sam } })).toMatchObject({ unsubscribed_at: null });
      await prisma.subscriber.deleteMany({ where: { tenant_id: ids.jane } });
    });

    it('keeps its scope inside interactive transactions and refuses raw SQL', async () => {
      const seen = await jane().$transaction(async (tx) => tx.product.findMany({ select: { id: true } }));
      expect(seen).toEqual([{ id: ids.janeProduct }]);
      await expect(jane().$queryRaw`SELECT 1`).rejects.toThrow(/acrossTenants/);
    });

    it('leaves platform-wide models and the explicit cross-tenant door alone', async () => {
      expect(await database.platform.template.count()).toBe(1);
      expect(await database.acrossTenants('test: both tenants').product.count()).toBe(2);
      expect(() => database.acrossTenants(' ')).toThrow(/reason/);
    });
  });
});
