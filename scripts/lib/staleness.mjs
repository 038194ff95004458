// "Is the build output older than its sources?" checks, so `npm start` rebuilds only what changed and
// a second start is fast. Only node: built-ins: this runs before dependencies may be installed.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';
import { runStep } from './processes.mjs';

const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'coverage']);

/** Newest modification time (ms) of the files under `paths` whose names pass `accept`; 0 if none. */
function newestMtime(paths, accept = () => true) {
  let newest = 0;
  const visit = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) if (!SKIP_DIRS.has(entry)) visit(path.join(p, entry));
    } else if (accept(p)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const p of paths) visit(p);
  return newest;
}

function mtimeOrZero(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

// Test files and test helpers are excluded from the apps' builds (tsconfig "exclude"); counting them
// would make every start rebuild for nothing.
const isBuiltTs = (f) => /\.(ts|tsx|mts|cts)$/.test(f) && !/\.d\.ts$|\.test\.tsx?$/.test(f) && !f.includes(`${path.sep}testing${path.sep}`);

function buildInfoCandidates(dir) {
  const candidates = ['tsconfig.tsbuildinfo', 'dist/tsconfig.tsbuildinfo', 'dist/.tsbuildinfo'];
  try {
    const configured = JSON.parse(fs.readFileSync(path.join(dir, 'tsconfig.json'), 'utf8')).compilerOptions?.tsBuildInfoFile;
    if (configured) candidates.unshift(configured);
  } catch {
    // tsconfig with comments or missing: the defaults above
  }
  return candidates.map((c) => path.join(dir, c));
}

/**
 * A TypeScript project (`tsc -b`) is stale when its entry output is missing or any compiled source,
 * tsconfig or package.json is newer than its build info. `tsc -b` touches the build info whenever it
 * builds, even when it re-emits no file, so the build info, not an output file, marks "built at".
 */
function isTsProjectStale(projectDir, entry) {
  const dir = path.resolve(root, projectDir);
  if (!fs.existsSync(path.join(dir, entry))) return true;
  const builtAt = Math.max(0, ...buildInfoCandidates(dir).map(mtimeOrZero));
  const sources = newestMtime([path.join(dir, 'src')], isBuiltTs);
  const configs = Math.max(mtimeOrZero(path.join(dir, 'tsconfig.json')), mtimeOrZero(path.join(dir, 'package.json')));
  return Math.max(sources, configs) > builtAt;
}

/** Workspace packages that are TypeScript projects (packages/<name>/tsconfig.json). */
function packageProjects() {
  const base = path.join(root, 'packages');
  if (!fs.existsSync(base)) return [];
  return fs
    .readdirSync(base)
    .filter((name) => fs.existsSync(path.join(base, name, 'tsconfig.json')))
    .map((name) => `packages/${name}`);
}

/** Whether `tsc -b apps/api apps/worker` (which also builds the packages they reference) has work to do. */
export function isServerStale() {
  return (
    isTsProjectStale('apps/api', 'dist/main.js') ||
    isTsProjectStale('apps/worker', 'dist/main.js') ||
    packageProjects().some((p) => isTsProjectStale(p, 'dist/index.js'))
  );
}

/** Vite rewrites dist/index.html on every build, so it marks when the web app was last built. */
export function isWebStale() {
  const web = path.join(root, 'apps/web');
  const builtAt = mtimeOrZero(path.join(web, 'dist/index.html'));
  if (!builtAt) return true;
  const sources = newestMtime(
    ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'].map((p) => path.join(web, p)),
  );
  return sources > builtAt;
}

const tscBin = () => path.join(root, 'node_modules/typescript/bin/tsc');

/** `tsc -b <projects>` with the local compiler (not npx, which may consult the registry). [command, args] */
export const tscBuildCommand = (projects) => [process.execPath, [tscBin(), '-b', ...projects]];

/** `prisma generate`, skipped by the script itself when the client is newer than the schema. [command, args] */
export const prismaGenerateCommand = () => [process.execPath, [path.join(root, 'scripts/prisma-generate.mjs'), '--if-stale']];

function tscBuild(projects, what) {
  const [command, args] = tscBuildCommand(projects);
  runStep(command, args, { cwd: root, what: what ?? `tsc -b ${projects.join(' ')}` });
}

function generatePrismaClientIfStale() {
  const [command, args] = prismaGenerateCommand();
  runStep(command, args, { cwd: root, what: 'prisma generate' });
}

/**
 * Makes sure the packages the seed imports are built and current: `packages/db` (the Prisma client and
 * catalog helpers) and `packages/shared` (the default disclaimers). Returns quietly when they are.
 */
export function ensureSeedPackagesBuilt({ log = console.log } = {}) {
  generatePrismaClientIfStale();
  const stale = ['packages/db', 'packages/shared'].filter((dir) => isTsProjectStale(dir, 'dist/index.js'));
  if (stale.length === 0) return;
  if (!fs.existsSync(tscBin())) {
    if (stale.every((dir) => fs.existsSync(path.join(root, dir, 'dist/index.js')))) return; // pruned image: use what was built
    throw new Error(`${stale.join(' and ')} not built and TypeScript is not installed`);
  }
  log(`building ${stale.join(' and ')} ...`);
  tscBuild(stale, `building ${stale.join(' and ')}`);
}
