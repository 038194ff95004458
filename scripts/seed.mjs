#!/usr/bin/env node
// npm run db:seed — templates, the company catalog and (unless SEED_DEMO=false) the demo admin and
// distributor sites, into DATABASE_URL or the embedded database. Idempotent: see prisma/seed/seed.mjs.
//
//   SEED_DEMO=false                  only templates and catalog (production)
//   SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD [, SEED_ADMIN_NAME]
//                                    also create this admin if it does not exist (production's first admin)
import path from 'node:path';
import { loadDotEnv } from './lib/env.mjs';
import { root } from './lib/paths.mjs';
import { FriendlyError } from './lib/processes.mjs';
import { ensureSeedPackagesBuilt } from './lib/staleness.mjs';

loadDotEnv();
let db = { stop: async () => {} };
let prisma;
let exitCode = 0;
try {
  // The seed uses packages/db's compiled client and catalog helper and packages/shared's defaults, so
  // build them if they are stale.
  ensureSeedPackagesBuilt();
  if (process.env.DATABASE_URL) {
    db.url = process.env.DATABASE_URL;
  } else {
    const { ensureEmbeddedPostgres } = await import('./lib/embedded/postgres.mjs');
    db = await ensureEmbeddedPostgres();
  }
  const { createPrismaClient, copyCatalogIntoTenant } = await import('../packages/db/dist/index.js');
  const { seedDatabase } = await import('../prisma/seed/seed.mjs');
  prisma = createPrismaClient(db.url, { max: 2 });

  const demo = !/^(0|false|no|off)$/i.test(process.env.SEED_DEMO ?? 'true');
  const admin = process.env.SEED_ADMIN_EMAIL
    ? {
        name: process.env.SEED_ADMIN_NAME ?? 'Administrator',
        email: process.env.SEED_ADMIN_EMAIL,
        password: process.env.SEED_ADMIN_PASSWORD,
      }
    : undefined;
  if (admin && !admin.password) throw new FriendlyError('SEED_ADMIN_EMAIL is set but SEED_ADMIN_PASSWORD is not.');

  const report = await seedDatabase(prisma, {
    copyCatalogIntoTenant,
    demo,
    admin,
    uploadDir: path.resolve(root, process.env.UPLOAD_DIR || '.data/uploads'),
    company: process.env.COMPANY_NAME || 'NHT Global',
  });
  for (const line of report) console.log(`seed: ${line}`);
} catch (err) {
  exitCode = 1;
  if (err?.code === 'P2021' || /does not exist/.test(err?.message ?? '')) {
    console.error(`seed failed: the database has no tables yet; run \`npm run db:migrate\` first.\n${err.message}`);
  } else {
    console.error(`seed failed: ${err instanceof FriendlyError ? err.message : (err?.stack ?? err)}`);
  }
} finally {
  await prisma?.$disconnect().catch(() => {});
  await db.stop();
}
process.exit(exitCode);
