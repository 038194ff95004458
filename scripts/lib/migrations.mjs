// Offline Prisma migrations with the WebAssembly schema engine (no engine download; README "Database
// migrations"). `createMigration` diffs the schema against the last snapshot and writes
// prisma/migrations/<ts>_<name>/migration.sql; `deployMigrations` applies pending ones and records them
// in `_prisma_migrations`, exactly like `prisma migrate deploy`. Each migration reaches PostgreSQL whole, as
// one multi-statement query (`wholeScripts`), not cut at every `;`.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const schemaPath = path.join(root, 'prisma/schema.prisma');
const migrationsDir = path.join(root, 'prisma/migrations');
const snapshot = path.join(migrationsDir, 'schema.snapshot.prisma');
const filters = { externalTables: [], externalEnums: [] };

let wasmReady;
async function loadEngineModule() {
  const bg = await import('@prisma/schema-engine-wasm/schema_engine_bg');
  wasmReady ??= (async () => {
    const wasmFile = path.join(path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')), 'schema_engine_bg.wasm');
    const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmFile), { './schema_engine_bg.js': bg });
    bg.__wbg_set_wasm(instance.exports);
    instance.exports.__wbindgen_start?.();
  })();
  await wasmReady;
  return bg;
}

async function openEngine(databaseUrl) {
  const bg = await loadEngineModule();
  const { bindMigrationAwareSqlAdapterFactory } = await import('@prisma/driver-adapter-utils');
  const schema = fs.readFileSync(schemaPath, 'utf8');
  const adapter = bindMigrationAwareSqlAdapterFactory(await migrationAdapterFactory(databaseUrl));
  return bg.SchemaEngine.new({ datamodels: [[schemaPath, schema]] }, () => {}, adapter);
}

/**
 * The driver adapter the schema engine runs migrations through: `@prisma/adapter-pg`, whose `executeScript`
 * cuts a script at every `;` (inside comments, string literals and `$tag$` bodies too) and runs the pieces
 * one by one, with scripts run whole instead (`wholeScripts`). Exported for its test.
 */
export async function migrationAdapterFactory(databaseUrl) {
  const { PrismaPg } = await import('@prisma/adapter-pg');
  return wholeScripts(new PrismaPg({ connectionString: databaseUrl }));
}

/**
 * A script (a migration file) is sent as one query with no parameters, which node-postgres sends with
 * PostgreSQL's simple query protocol: the server parses the statements itself, comments and quoting
 * included, and runs them as one implicit transaction (all or nothing), as the native engine's
 * `prisma migrate deploy` does and as the migration tests apply them (tests/support/migration-db.ts). So a
 * statement that cannot run in a transaction block (CREATE INDEX CONCURRENTLY) needs a migration of its own.
 */
function wholeScripts(factory) {
  const whole = (adapter) => {
    adapter.executeScript = async (script) => {
      if (script.trim() === '') return;
      try {
        await adapter.underlyingDriver().query(script);
      } catch (error) {
        // The adapter's own error mapping (a DriverAdapterError the engine reports).
        adapter.onError(error);
      }
    };
    return adapter;
  };
  const connect = factory.connect.bind(factory);
  const connectToShadowDb = factory.connectToShadowDb.bind(factory);
  factory.connect = async () => whole(await connect());
  factory.connectToShadowDb = async () => whole(await connectToShadowDb());
  return factory;
}

function migrationsList(baseDir) {
  const dirs = fs.existsSync(baseDir)
    ? fs
        .readdirSync(baseDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const lock = path.join(baseDir, 'migration_lock.toml');
  return {
    baseDir,
    lockfile: { path: 'migration_lock.toml', content: fs.existsSync(lock) ? fs.readFileSync(lock, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: dirs.map((d) => ({
      path: d,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok', value: fs.readFileSync(path.join(baseDir, d, 'migration.sql'), 'utf8') },
      },
    })),
  };
}

/** Names of the migration folders, oldest first. */
export function migrationNames() {
  return migrationsList(migrationsDir).migrationDirectories.map((d) => d.path);
}

export async function createMigration(name, databaseUrl) {
  if (!/^[a-z0-9_]+$/i.test(name)) throw new Error('migration name: letters, digits and _ only');
  const engine = await openEngine(databaseUrl);
  const schema = fs.readFileSync(schemaPath, 'utf8');
  const from = fs.existsSync(snapshot)
    ? { tag: 'schemaDatamodel', files: [{ path: snapshot, content: fs.readFileSync(snapshot, 'utf8') }] }
    : { tag: 'empty' };
  const { stdout } = await engine.diff({
    from,
    to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: schema }] },
    script: true,
    exitCode: null,
    filters,
  });
  if (!stdout || /empty migration/i.test(stdout)) return null;
  fs.mkdirSync(migrationsDir, { recursive: true });
  const dir = path.join(migrationsDir, `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${name}`);
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'migration.sql'), stdout);
  fs.writeFileSync(path.join(migrationsDir, 'migration_lock.toml'), 'provider = "postgresql"\n');
  fs.writeFileSync(snapshot, schema);
  return path.relative(root, path.join(dir, 'migration.sql'));
}

/** Applies the pending migrations of `dir` (the repo's, prisma/migrations, unless a test gives its own). */
export async function deployMigrations(databaseUrl, dir = migrationsDir) {
  const engine = await openEngine(databaseUrl);
  const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList: migrationsList(dir), filters });
  return appliedMigrationNames;
}
