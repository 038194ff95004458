#!/usr/bin/env node
// npm run contract — regenerates the web's API types (apps/web/src/lib/api/schema.gen.ts) from the API's
// OpenAPI document. `npm run contract` first builds the API (tsc -b apps/api); this script then builds the
// app exactly as production does (createApp), without listening or running its start-up hooks, against
// the PostgreSQL/Redis the tests use (TEST_DATABASE_URL, TEST_REDIS_URL: nothing is read or written).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib/paths.mjs';
import { CONTRACT_FILE, renderContract } from './lib/contract.mjs';

const dist = (file) => pathToFileURL(path.join(root, 'apps/api/dist', file)).href;
const { loadConfig } = await import('@ds/config');
const { createApp } = await import(dist('app.factory.js'));
const { buildOpenApiDocument } = await import(dist('infra/http/openapi-document.js'));

const config = loadConfig({
  DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  JWT_SECRET: 'contract-generation-only-secret-long-enough',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
});
const app = await createApp(config, { redisPrefix: `contract-${process.pid}`, webDistDir: false });
try {
  const text = await renderContract(buildOpenApiDocument(app, config));
  const target = path.join(root, CONTRACT_FILE);
  const before = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  fs.writeFileSync(target, text);
  console.log(`${CONTRACT_FILE}: ${before === text ? 'unchanged' : 'updated'}`);
} finally {
  await app.close();
}
