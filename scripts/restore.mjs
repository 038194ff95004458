#!/usr/bin/env node
// npm run restore -- <directory> [--replace] — loads a backup made by `npm run backup` into DATABASE_URL (or
// the embedded database) and UPLOAD_DIR (docs/operations.md "Backup and restore"). The database is created
// when missing; one that already holds tables is only replaced with --replace (stop `npm start` first).
// Afterwards every table's row count is compared with the backup's, and any difference fails the restore.
import fs from 'node:fs';
import path from 'node:path';
import { resolveDatabaseUrl } from './lib/env.mjs';
import { DATA_DIR, root } from './lib/paths.mjs';
import { databaseName, databaseUrl, libpqUrl, pgTool, rowCounts, serverMajor } from './lib/pg-tools.mjs';
import { FriendlyError, leftoverPid, runTask } from './lib/processes.mjs';

const started = Date.now();
const args = process.argv.slice(2);
const replace = args.includes('--replace');
const source = args.find((arg) => !arg.startsWith('--'));
let exitCode = 0;
try {
  if (!source) throw new FriendlyError('usage: npm run restore -- <backup directory> [--replace]');
  const dir = path.resolve(source);
  const manifestFile = path.join(dir, 'backup.json');
  if (!fs.existsSync(manifestFile)) throw new FriendlyError(`${dir} holds no backup.json: not a directory \`npm run backup\` wrote.`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  if (!process.env.DATABASE_URL && leftoverPid(path.join(DATA_DIR, 'start.pid'), { command: /start\.mjs/, cwd: root }))
    throw new FriendlyError('npm start is running on the embedded database: stop it first.');

  const url = await resolveDatabaseUrl();
  const { default: pg } = await import('pg');
  const name = databaseName(url);
  const admin = new pg.Client({ connectionString: databaseUrl(url, 'postgres') });
  await admin.connect();
  let major;
  try {
    major = await serverMajor(admin);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount && (await holdsTables(pg, url))) {
      if (!replace) throw new FriendlyError(`database ${name} already holds tables: pass --replace to drop it and restore.`);
      await admin.query(`DROP DATABASE ${admin.escapeIdentifier(name)} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
    } else if (!rowCount) {
      await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
    }
  } finally {
    await admin.end().catch(() => {});
  }

  // Owners and grants are the source server's; the restoring role owns what it creates.
  await runTask(
    pgTool('pg_restore', major),
    ['--no-owner', '--no-acl', '--exit-on-error', '--jobs=2', `--dbname=${libpqUrl(url)}`, path.join(dir, 'database.dump')],
    { what: 'pg_restore' },
  );

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let counts;
  try {
    counts = await rowCounts(client);
  } finally {
    await client.end().catch(() => {});
  }
  const differences = Object.keys({ ...manifest.tables, ...counts })
    .filter((table) => manifest.tables[table] !== counts[table])
    .map((table) => `${table}: backup ${manifest.tables[table] ?? 'none'}, restored ${counts[table] ?? 'none'}`);
  if (differences.length) throw new FriendlyError(`restored row counts differ from the backup's:\n  ${differences.join('\n  ')}`);

  const uploads = path.join(dir, 'uploads');
  if ((process.env.STORAGE_DRIVER ?? 'local') === 'local' && fs.existsSync(uploads)) {
    const target = path.resolve(root, process.env.UPLOAD_DIR || '.data/uploads');
    if (replace) fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync(uploads, target, { recursive: true });
  }
  console.log(
    `restore: ${Object.keys(counts).length} tables, row counts as in the backup of ${manifest.createdAt}, ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s → ${name}`,
  );
} catch (err) {
  exitCode = 1;
  console.error(err instanceof FriendlyError ? `restore: ${err.message}` : err);
}
process.exit(exitCode);

async function holdsTables(pg, url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM information_schema.tables WHERE table_schema = 'public' LIMIT 1");
    return rowCount > 0;
  } finally {
    await client.end().catch(() => {});
  }
}
