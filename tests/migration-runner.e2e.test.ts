import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
// @ts-expect-error plain ESM module of the migration tool, without type declarations
import * as runner from '../scripts/lib/migrations.mjs';
import { MigrationDb } from './support/migration-db.js';
import { repoRoot } from './support/stack.js';

interface ScriptRunner {
  executeScript(script: string): Promise<void>;
  dispose(): Promise<void>;
}
interface MigrationTool {
  deployMigrations(databaseUrl: string, dir?: string): Promise<string[]>;
  migrationAdapterFactory(databaseUrl: string): Promise<{ connect(): Promise<ScriptRunner> }>;
  migrationNames(): string[];
}
// Destructured from the namespace itself (no cast), so the dead code check sees which exports are used.
const { deployMigrations, migrationAdapterFactory, migrationNames }: MigrationTool = runner;

/** How the runner ran a migration before: cut at every `;`, the pieces one by one (each its own transaction). */
const everySemicolon = (script: string): string[] =>
  script
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);

/** The database's schema as pg_dump writes it, without the runner's own bookkeeping table. */
function schemaOf(db: MigrationDb): string {
  const dump = execFileSync('pg_dump', ['--schema-only', '--no-owner', '--no-privileges', '--exclude-table=_prisma_migrations', db.url], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // pg_dump's \restrict / \unrestrict lines carry a random key per run.
  return dump
    .split('\n')
    .filter((line) => !/^\\(un)?restrict /.test(line))
    .join('\n');
}

/** A migrations folder of its own holding one migration, as the runner reads prisma/migrations. */
function migrationsDirWith(name: string, sql: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-migrations-'));
  fs.writeFileSync(path.join(dir, 'migration_lock.toml'), 'provider = "postgresql"\n');
  fs.mkdirSync(path.join(dir, name));
  fs.writeFileSync(path.join(dir, name, 'migration.sql'), sql);
  return dir;
}

/** `;` where a statement does not end: comments, string literals, quoted names, dollar-quoted bodies. */
const SEMICOLONS_INSIDE = `-- Notes; a table whose texts hold semicolons; everywhere;
/* A block comment; /* nested; */ still a comment; */
CREATE TABLE "notes;x" (
    "id" INTEGER NOT NULL PRIMARY KEY,
    "body" TEXT NOT NULL DEFAULT 'a;b',
    "tag" TEXT DEFAULT E'it\\'s; fine'
);

INSERT INTO "notes;x" ("id", "body") VALUES (1, 'one; two'), (2, $q$dollar; quoted 'text'$q$);

CREATE FUNCTION "note_count"() RETURNS BIGINT LANGUAGE plpgsql AS $body$
DECLARE n BIGINT;
BEGIN
  SELECT count(*) INTO n FROM "notes;x"; -- counted; here
  RETURN n;
END;
$body$;

COMMENT ON TABLE "notes;x" IS 'Notes; kept whole';
`;

/**
 * The migration runner (scripts/lib/migrations.mjs) sends each migration to PostgreSQL whole, as one
 * multi-statement query, instead of cutting it at every `;`: the server's own parser tells a statement's end
 * from a `;` in a comment, a string or a function body, and the migration is one transaction.
 */
describe('migration runner', () => {
  const dbs: MigrationDb[] = [];
  const scratch = async (label: string) => {
    const db = await MigrationDb.create(label);
    dbs.push(db);
    return db;
  };
  const dirs: string[] = [];

  afterAll(async () => {
    for (const db of dbs) await db.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('applies every migration of the repo to a fresh database, to the same schema as running them statement by statement', async () => {
    const whole = await scratch('runner_whole');
    const pieces = await scratch('runner_pieces');
    // The real command, in a process of its own (as the test databases' template and deployments are migrated).
    execFileSync(process.execPath, [path.join(repoRoot, 'scripts/migrate.mjs'), 'deploy'], {
      env: { ...process.env, DATABASE_URL: whole.url },
      stdio: 'pipe',
    });
    const { rows } = await whole.client.query<{ migration_name: string }>(
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name',
    );
    expect(rows.map((r) => r.migration_name)).toEqual(migrationNames());

    for (const name of migrationNames()) {
      const sql = fs.readFileSync(path.join(repoRoot, 'prisma/migrations', name, 'migration.sql'), 'utf8');
      for (const statement of everySemicolon(sql)) await pieces.client.query(statement);
    }
    const schema = schemaOf(whole);
    expect(schema).toContain('CREATE TABLE public.tenants');
    expect(schema).toBe(schemaOf(pieces));
  }, 120_000);

  it("keeps a migration's `;` in comments, strings, quoted names and dollar-quoted bodies where they are", async () => {
    const db = await scratch('runner_semicolons');
    const dir = migrationsDirWith('20990101000000_semicolons', SEMICOLONS_INSIDE);
    dirs.push(dir);
    await expect(deployMigrations(db.url, dir)).resolves.toEqual(['20990101000000_semicolons']);

    const notes = await db.client.query<{ id: number; body: string; tag: string | null }>('SELECT * FROM "notes;x" ORDER BY id');
    expect(notes.rows).toEqual([
      { id: 1, body: 'one; two', tag: "it's; fine" },
      { id: 2, body: "dollar; quoted 'text'", tag: "it's; fine" },
    ]);
    expect((await db.client.query('SELECT note_count() AS n')).rows).toEqual([{ n: '2' }]);
    expect((await db.client.query(`SELECT obj_description('"notes;x"'::regclass) AS comment`)).rows).toEqual([
      { comment: 'Notes; kept whole' },
    ]);
    // Cut at every `;`, the same file does not run at all.
    const pieces = await scratch('runner_semicolons_pieces');
    await expect(
      (async () => {
        for (const statement of everySemicolon(SEMICOLONS_INSIDE)) await pieces.client.query(statement);
      })(),
    ).rejects.toThrow();
  });

  it.each([
    ['a `--` comment', 'SELECT 1 -- one; two\n', 'SELECT 2 AS n', [{ n: 2 }]],
    ['a block comment', "/* drop; everything; */ CREATE TABLE t1 (v TEXT); INSERT INTO t1 VALUES ('x')", 'SELECT v FROM t1', [{ v: 'x' }]],
    [
      'a string literal',
      "CREATE TABLE t2 (v TEXT); INSERT INTO t2 VALUES ('a;b'), ('c'';d')",
      'SELECT v FROM t2 ORDER BY v',
      [{ v: 'a;b' }, { v: "c';d" }],
    ],
    ['an escape string', "CREATE TABLE t3 (v TEXT); INSERT INTO t3 VALUES (E'x\\';y')", 'SELECT v FROM t3', [{ v: "x';y" }]],
    ['a quoted name', 'CREATE TABLE "t;4" ("a;b" INT); INSERT INTO "t;4" VALUES (4)', 'SELECT "a;b" AS v FROM "t;4"', [{ v: 4 }]],
    ['an untagged dollar quote', 'CREATE TABLE t5 (v TEXT); INSERT INTO t5 VALUES ($$p;q$$)', 'SELECT v FROM t5', [{ v: 'p;q' }]],
    [
      'a tagged dollar quote holding $$',
      'CREATE TABLE t6 (v TEXT); INSERT INTO t6 VALUES ($fn$ $$;$$ ; $fn$)',
      'SELECT v FROM t6',
      [{ v: ' $$;$$ ; ' }],
    ],
    ['no statement at all', '-- nothing; here\n/* ; */', 'SELECT 6 AS n', [{ n: 6 }]],
  ])('runs a script whole: %s', async (_what, script, check, expected) => {
    const db = dbs.find((d) => d.url.includes('runner_table')) ?? (await scratch('runner_table'));
    const adapter = await (await migrationAdapterFactory(db.url)).connect();
    try {
      await adapter.executeScript(script);
    } finally {
      await adapter.dispose();
    }
    expect((await db.client.query(check)).rows).toEqual(expected);
  });

  it('applies a migration all or nothing: a failing statement leaves none of the ones before it', async () => {
    const db = await scratch('runner_atomic');
    const dir = migrationsDirWith('20990101000000_fails', 'CREATE TABLE "kept" ("id" INT);\nCREATE TABLE "kept" ("id" INT);\n');
    dirs.push(dir);
    await expect(deployMigrations(db.url, dir)).rejects.toThrow(/already exists/);
    expect((await db.client.query(`SELECT to_regclass('public.kept') AS t`)).rows).toEqual([{ t: null }]);
  });
});
