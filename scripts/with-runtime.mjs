#!/usr/bin/env node
// Runs a command on the project's pinned Node.js (scripts/lib/runtime.mjs), whatever `node` the machine has:
//   node scripts/with-runtime.mjs npm ci
// CI uses it for `npm ci`, so npm checks every dependency's `engines` against the version that runs them.
import { spawnSync } from 'node:child_process';
import { ensurePinnedRuntime, pathWithRuntime } from './lib/runtime.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-runtime.mjs <command> [args...]');
  process.exit(2);
}
const binDir = ensurePinnedRuntime({ log: (message) => console.log(`[runtime] ${message}`) });
const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, PATH: pathWithRuntime(binDir) } });
process.exit(result.status ?? 1);
