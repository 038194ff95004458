#!/usr/bin/env node
// Prints the gzip size of the JavaScript a first visit downloads, per public route: the entry plus the
// chunks its lazy route modules (and layout routes) pull in (from Vite's manifest). Runs after `vite build`
// (so `npm test`'s web build fails when a page is over its budget) and in the bench.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

// The built web app; WEB_DIST points elsewhere (the budget's own test uses a made-up build).
const dist = path.resolve(process.env.WEB_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist'));

export const BUDGETS_KB = { storefront: 120, landing: 150 };

export function initialJsSizes() {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
  const closure = (key, into) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, into);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const routes = (pattern) => Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && pattern.test(k));
  const size = (keys) => {
    const files = new Set();
    for (const key of keys) closure(key, files);
    return [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gz(f), 0) / 1024;
  };
  return {
    storefront: size([entryKey, ...routes(/features\/storefront\/routes\/(tenant-site|home)\.|app\/hydrate\./)]),
    // The landing page renders inside the lazily loaded UI shell layout route (Mantine + TanStack Query).
    landing: size([entryKey, ...routes(/features\/landing\/routes\/landing-page\.|app\/ui-shell\./)]),
  };
}

/** Prints each page's initial JS against its budget; returns the names of the pages over budget. */
export function printInitialJsSizes() {
  const sizes = initialJsSizes();
  if (!sizes) {
    console.log('(no Vite manifest: build the web app for bundle sizes)');
    return [];
  }
  const over = [];
  for (const [name, kb] of Object.entries(sizes)) {
    const budget = BUDGETS_KB[name];
    if (kb > budget) over.push(name);
    console.log(
      `initial JS (gzip) ${name.padEnd(10)} ${kb.toFixed(1).padStart(6)} KB  budget ${budget} KB  ${kb <= budget ? 'ok' : 'OVER BUDGET'}`,
    );
  }
  return over;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const over = printInitialJsSizes();
  if (over.length) {
    console.error(`initial JS over budget: ${over.join(', ')} (budgets in scripts/bundle-sizes.mjs; docs/performance.md)`);
    process.exit(1);
  }
}
