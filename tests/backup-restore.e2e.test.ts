import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createTestDatabase, testRedisUrl, uniquePrefix, type TestDatabase } from '@ds/testing';
import { apiInstance, type ApiInstance } from './support/api-instance.js';
import { freePort, repoRoot } from './support/stack.js';

/**
 * The restore drill (docs/operations.md "Backup and restore"): the demo data seeded into a database of its
 * own, `npm run backup`, `npm run restore` into a database that did not exist, and the restored platform
 * compared with the original — every table's row count, the storefronts' answers, the uploaded files.
 * The restored API runs on an empty Redis namespace: nothing Redis held is needed to serve it.
 */
const run = promisify(execFile);
const HOSTS = ['jane.localhost', 'sam.localhost'];

async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    const counts: Record<string, number> = {};
    for (const { table_name: table } of rows) {
      const { rows: counted } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}"`);
      counts[table] = Number(counted[0].n);
    }
    return counts;
  } finally {
    await client.end();
  }
}

const siteData = async (api: ApiInstance, host: string) => {
  const res = await fetch(`http://127.0.0.1:${api.port}/api/site/data`, { headers: { 'x-tenant-domain': host } });
  expect(res.status).toBe(200);
  return res.json() as Promise<unknown>;
};

const file = async (api: ApiInstance, url: string) => {
  const res = await fetch(`http://127.0.0.1:${api.port}${url}`);
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
};

describe('backup and restore (npm run backup / npm run restore)', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-restore-drill-'));
  const uploads = path.join(work, 'uploads');
  const restoredUploads = path.join(work, 'restored-uploads');
  const backupDir = path.join(work, 'backup');
  let source: TestDatabase;
  let restoredUrl: string;
  let original: ApiInstance;
  let restored: ApiInstance;

  const env = (databaseUrl: string, uploadDir: string): Record<string, string> => ({
    DATABASE_URL: databaseUrl,
    UPLOAD_DIR: uploadDir,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: uniquePrefix('restore-drill'),
    JWT_SECRET: 'restore-drill-secret-long-enough-for-hs256',
    BASE_DOMAIN: 'localhost',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_CONNECT_TIMEOUT_MS: '30000',
  });
  const script = (name: string, args: string[], scriptEnv: Record<string, string>) =>
    run(process.execPath, [path.join(repoRoot, 'scripts', name), ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...scriptEnv },
      maxBuffer: 10 * 1024 * 1024,
    });

  beforeAll(async () => {
    source = await createTestDatabase();
    const url = new URL(source.url);
    url.pathname = `/${source.name}_restored`;
    restoredUrl = url.toString();
    await script('seed.mjs', [], env(source.url, uploads));
    original = apiInstance(env(source.url, uploads), await freePort());
    await original.start();
  }, 300_000);

  afterAll(async () => {
    await Promise.all([original?.stop(), restored?.stop()]);
    const admin = new pg.Client({ connectionString: new URL('/postgres', source.url).toString() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${source.name}_restored" WITH (FORCE)`);
    await admin.end();
    await source?.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }, 120_000);

  it('restores every row, the storefronts and their files into a fresh database', async () => {
    const before = Object.fromEntries(await Promise.all(HOSTS.map(async (host) => [host, await siteData(original, host)])));

    const backup = await script('backup.mjs', [backupDir], env(source.url, uploads));
    expect(backup.stdout).toMatch(/^backup: \d+ tables, \d+ rows, \d+ uploaded files in [\d.]+ s/m);
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'backup.json'), 'utf8')) as { tables: Record<string, number> };
    expect(manifest.tables).toEqual(await rowCounts(source.url));

    const restore = await script('restore.mjs', [backupDir], env(restoredUrl, restoredUploads));
    expect(restore.stdout).toMatch(/^restore: \d+ tables, row counts as in the backup/m);

    const counts = await rowCounts(restoredUrl);
    expect(counts).toEqual(await rowCounts(source.url));
    // The drill means something only if the demo data is there.
    expect(counts.tenants).toBeGreaterThanOrEqual(2);
    expect(counts.subscribers).toBeGreaterThan(0);
    expect(counts._prisma_migrations).toBeGreaterThan(0);

    // A fresh Redis namespace: whatever Redis held is not needed to serve the restored platform.
    restored = apiInstance(env(restoredUrl, restoredUploads), await freePort());
    await restored.start();
    for (const host of HOSTS) expect(await siteData(restored, host)).toEqual(before[host]);

    const files = [...new Set(JSON.stringify(before).match(/\/uploads\/[^"?#]+/g) ?? [])];
    expect(files.length).toBeGreaterThan(0);
    for (const url of files) expect(await file(restored, url)).toEqual(await file(original, url));
  }, 300_000);

  it('does not restore over a database that holds tables unless told to', async () => {
    await restored?.stop();
    await expect(script('restore.mjs', [backupDir], env(restoredUrl, restoredUploads))).rejects.toMatchObject({
      stderr: expect.stringMatching(/already holds tables: pass --replace/),
    });
    const replaced = await script('restore.mjs', [backupDir, '--replace'], env(restoredUrl, restoredUploads));
    expect(replaced.stdout).toMatch(/^restore: /m);
  }, 300_000);
});
