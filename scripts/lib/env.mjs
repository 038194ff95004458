// Reads `.env` (if present) into process.env without overriding what is already set.
import fs from 'node:fs';
import path from 'node:path';
import { ensureEmbeddedPostgres } from './embedded/postgres.mjs';
import { root } from './paths.mjs';

export function loadDotEnv(file = path.join(root, '.env')) {
  if (!fs.existsSync(file)) return;
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (!m || line.trim().startsWith('#')) continue;
    const value = m[2].replace(/^(['"])(.*)\1$/, '$2');
    process.env[m[1]] ??= value;
  }
}

/**
 * DATABASE_URL from the environment or `.env`; otherwise the embedded database `npm start` runs.
 * One-off commands (`npm run db:migrate`) get it started for them when it is not already running,
 * and it is shut down again when the command exits.
 */
export async function resolveDatabaseUrl() {
  loadDotEnv();
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const db = await ensureEmbeddedPostgres({ log: (message) => console.error(message) });
  // 'exit' handlers must be synchronous: SIGINT asks for a fast shutdown, which PostgreSQL (in its own
  // process group) completes after we are gone.
  if (db.child) process.once('exit', () => db.child.kill('SIGINT'));
  return db.url;
}
