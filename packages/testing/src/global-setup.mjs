// Jest globalSetup: migrate one template database per run; every suite then clones it
// (CREATE DATABASE ... TEMPLATE), which is much faster than migrating each one.
import pg from 'pg';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { migrationNames } from '../../../scripts/lib/migrations.mjs';
import { adminDatabaseUrl, databaseUrlFor, templateDatabaseName } from './names.mjs';

export default async function globalSetup() {
  const name = templateDatabaseName(migrationNames());
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return;
    const building = `${name}_building_${process.pid}`;
    await admin.query(`CREATE DATABASE "${building}"`);
    // In a child process: the schema engine keeps its pool open, and a template must have no sessions.
    execFileSync(process.execPath, [fileURLToPath(new URL('../../../scripts/migrate.mjs', import.meta.url)), 'deploy'], {
      env: { ...process.env, DATABASE_URL: databaseUrlFor(building) },
      stdio: 'ignore',
    });
    // Rename only once complete, so a crashed run never leaves a half-migrated template behind.
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`).catch(async (err) => {
      await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      if (!/already exists/.test(String(err))) throw err;
    });
  } finally {
    await admin.end();
  }
}
