// The project's own Node.js: the version pinned by the root package.json's `node` dev dependency (the npm
// registry's `node` package, whose binary lands in node_modules/.bin where npm scripts look first).
// Before node_modules exists (a fresh clone, CI's `npm ci`) the same binary is fetched once from the npm
// registry (`node-<platform>-<arch>`) into .runtime/, so that npm itself, and with it every dependency's
// `engines` check and install script, already runs on the pinned version.
//
// Runs on any Node.js ≥ 18 and imports node: built-ins only: node_modules may not exist yet.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';

const RUNTIME_DIR = path.join(root, '.runtime');

/** The exact Node.js version the project runs on (root package.json, devDependencies.node). */
function pinnedNodeVersion() {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const version = manifest.devDependencies?.node;
  if (!/^\d+\.\d+\.\d+$/.test(version ?? '')) {
    throw new Error(`package.json must pin devDependencies.node to an exact version (found ${version ?? 'none'})`);
  }
  return version;
}

function isPinnedRuntime(version = pinnedNodeVersion()) {
  return process.versions.node === version;
}

/**
 * The directory holding the pinned `node` binary, installing it into .runtime/ when neither
 * node_modules nor .runtime has it yet.
 */
export function ensurePinnedRuntime({ log = () => {} } = {}) {
  const version = pinnedNodeVersion();
  const candidates = [path.join(root, 'node_modules/.bin'), binDirIn(version)];
  for (const dir of candidates) if (nodeVersionAt(dir) === version) return dir;

  const platformPackage = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}@${version}`;
  log(`fetching Node.js ${version} from the npm registry (${platformPackage}) ...`);
  const prefix = path.join(RUNTIME_DIR, version);
  fs.mkdirSync(prefix, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(
    npm,
    ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', platformPackage],
    { stdio: 'inherit', cwd: prefix },
  );
  const dir = binDirIn(version);
  if (result.status !== 0 || nodeVersionAt(dir) !== version) {
    throw new Error(`could not install Node.js ${version} (${platformPackage}) into ${prefix}`);
  }
  return dir;
}

/** PATH with the pinned runtime first, so `node` and `npm` (a `#!/usr/bin/env node` script) run on it. */
export function pathWithRuntime(binDir, env = process.env) {
  return [binDir, env.PATH ?? ''].join(path.delimiter);
}

/**
 * Runs this script again on the pinned runtime unless it already runs there; resolves with the child's
 * exit code (the caller exits with it) or null when nothing had to be done. Signals reach the child from
 * the terminal's process group; this process only waits for it.
 */
export async function rerunOnPinnedRuntime({ log } = {}) {
  if (isPinnedRuntime()) return null;
  const binDir = ensurePinnedRuntime({ log });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {});
  const child = spawn(path.join(binDir, 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: pathWithRuntime(binDir) },
  });
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function binDirIn(version) {
  const platformName = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  return path.join(RUNTIME_DIR, version, 'node_modules', platformName, 'bin');
}

function nodeVersionAt(dir) {
  const binary = path.join(dir, process.platform === 'win32' ? 'node.exe' : 'node');
  if (!fs.existsSync(binary)) return null;
  const result = spawnSync(binary, ['-p', 'process.versions.node'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}
