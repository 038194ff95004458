#!/usr/bin/env node
// npm run db:migration -- <name>   writes a new migration from the schema diff (no database needed beyond a connection)
// npm run db:migrate               applies pending migrations to DATABASE_URL
import { createMigration, deployMigrations } from './lib/migrations.mjs';
import { resolveDatabaseUrl } from './lib/env.mjs';

const [cmd, name] = process.argv.slice(2);
const url = await resolveDatabaseUrl();
try {
  if (cmd === 'create') {
    if (!name) throw new Error('usage: npm run db:migration -- <name>');
    const file = await createMigration(name, url);
    console.log(file ? `wrote ${file}` : 'schema unchanged: no migration written');
  } else if (cmd === 'deploy') {
    const applied = await deployMigrations(url);
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
  } else {
    throw new Error('usage: migrate.mjs create <name> | deploy');
  }
  process.exit(0);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
