#!/usr/bin/env node
// Runs `prisma generate` offline. Prisma 7's CLI tries to download a native schema engine it does not
// need for generation unless PRISMA_SCHEMA_ENGINE_BINARY points at an existing file (docs/architecture.md "Toolchain").
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schema = path.join(root, 'prisma/schema.prisma');
const marker = path.join(root, 'packages/db/src/generated/client.ts');

if (process.argv.includes('--if-stale') && existsSync(marker) && statSync(marker).mtimeMs >= statSync(schema).mtimeMs) {
  process.exit(0);
}
const cli = path.join(root, 'node_modules/prisma/build/index.js');
if (!existsSync(cli)) {
  console.log('prisma CLI not installed yet; skipping generate');
  process.exit(0);
}
const result = spawnSync(process.execPath, [cli, 'generate', '--no-hints'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' },
});
process.exit(result.status ?? 1);
