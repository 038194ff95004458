#!/usr/bin/env node
// npm run backup [-- <directory>] — the database and the uploaded files of DATABASE_URL (or the embedded
// database) and UPLOAD_DIR, into <directory> (default .data/backups/<UTC time>). docs/operations.md
// "Backup and restore": this is the embedded mode's and the drill's backup; a production database is
// backed up by pgBackRest or its provider's point-in-time recovery.
//
//   <directory>/database.dump   pg_dump, custom format (pg_restore reads it)
//   <directory>/uploads/        UPLOAD_DIR as it was (local storage only; a bucket keeps its own versions)
//   <directory>/backup.json     when, which server, and every table's row count in the dump's snapshot
import fs from 'node:fs';
import path from 'node:path';
import { resolveDatabaseUrl } from './lib/env.mjs';
import { root } from './lib/paths.mjs';
import { libpqUrl, pgTool, rowCounts, serverMajor } from './lib/pg-tools.mjs';
import { FriendlyError, runTask } from './lib/processes.mjs';

const started = Date.now();
let exitCode = 0;
try {
  const url = await resolveDatabaseUrl();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const dir = path.resolve(process.argv[2] ?? path.join(root, '.data/backups', stamp));
  if (fs.existsSync(dir) && fs.readdirSync(dir).length) throw new FriendlyError(`${dir} is not empty: name a new directory.`);
  fs.mkdirSync(dir, { recursive: true });

  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let manifest;
  try {
    const major = await serverMajor(client);
    const pgDump = pgTool('pg_dump', major);
    // One snapshot for the dump and the counts: the counts are what the dump holds even while the
    // platform keeps writing, so a restore can check itself against them.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query('SELECT pg_export_snapshot() AS snapshot, version() AS version');
    const [tables] = await Promise.all([
      rowCounts(client),
      runTask(
        pgDump,
        ['--format=custom', `--snapshot=${rows[0].snapshot}`, `--file=${path.join(dir, 'database.dump')}`, `--dbname=${libpqUrl(url)}`],
        { what: 'pg_dump' },
      ),
    ]);
    await client.query('COMMIT');
    manifest = { createdAt: new Date().toISOString(), postgres: rows[0].version, tables, uploads: null };
  } finally {
    await client.end().catch(() => {});
  }

  if ((process.env.STORAGE_DRIVER ?? 'local') === 'local') {
    const uploads = path.resolve(root, process.env.UPLOAD_DIR || '.data/uploads');
    if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(dir, 'uploads'), { recursive: true });
    manifest.uploads = fs.existsSync(uploads) ? countFiles(path.join(dir, 'uploads')) : 0;
  }
  fs.writeFileSync(path.join(dir, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const rowsTotal = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `backup: ${Object.keys(manifest.tables).length} tables, ${rowsTotal} rows` +
      `${manifest.uploads === null ? '' : `, ${manifest.uploads} uploaded files`} in ${((Date.now() - started) / 1000).toFixed(1)} s → ${dir}`,
  );
} catch (err) {
  exitCode = 1;
  console.error(err instanceof FriendlyError ? `backup: ${err.message}` : err);
}
process.exit(exitCode);

function countFiles(dir) {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}
