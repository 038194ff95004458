#!/usr/bin/env node
// Keeps package-lock.json acceptable to `npm ci` when the registry this project installs from lacks
// other platforms' optional binaries (e.g. @swc/core-darwin-arm64): `npm install` then silently leaves
// them out of the lockfile, and `npm ci` refuses a lockfile that misses any declared dependency.
// For each optional dependency missing from the lockfile we record it as optional and restricted to the
// platform its name says, which is exactly what a lockfile made with the full registry holds; npm then
// skips it on every other platform. Run after changing dependencies: `node scripts/lockfile-complete.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const libc =
    parts.includes('musl') || parts.includes('musleabihf')
      ? 'musl'
      : parts.includes('gnu') || parts.includes('gnueabihf')
        ? 'glibc'
        : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [location, meta] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(meta.optionalDependencies ?? {})) {
    // npm resolves next to the dependant first, then up the tree; hoisted is the usual place.
    const nested = `${location ? `${location}/` : ''}node_modules/${dep}`;
    if (packages[nested] || packages[`node_modules/${dep}`]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform binary: a genuinely missing package must fail loudly
    packages[`node_modules/${dep}`] = {
      version: range.replace(/^[\^~=]/, ''),
      optional: true,
      ...(meta.dev ? { dev: true } : {}),
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added += 1;
  }
}
if (added) fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added ? `lockfile: recorded ${added} other-platform optional binaries` : 'lockfile: complete');
