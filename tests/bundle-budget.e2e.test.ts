import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { repoRoot } from './support/stack.js';

/**
 * The initial-JS budget (scripts/bundle-sizes.mjs, run after every web build) fails the build, and so
 * `npm test`, when a page is over it. Checked against made-up builds: an entry and a storefront route chunk
 * of a chosen gzip size.
 */
describe('initial JS budget', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  /** A build whose storefront visit downloads about `kb` KB of gzip (random bytes do not compress). */
  function fakeBuild(kb: number): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-budget-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets/entry.js'), 'export {};');
    fs.writeFileSync(path.join(dir, 'assets/home.js'), crypto.randomBytes(kb * 1024));
    const manifest = {
      'src/main.tsx': { file: 'assets/entry.js', isEntry: true },
      'src/features/storefront/routes/home.tsx': { file: 'assets/home.js', isDynamicEntry: true },
    };
    fs.writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
    return dir;
  }

  const check = (dist: string) =>
    spawnSync(process.execPath, [path.join(repoRoot, 'scripts/bundle-sizes.mjs')], {
      env: { ...process.env, WEB_DIST: dist },
      encoding: 'utf8',
    });

  it('passes a build within budget', () => {
    const result = check(fakeBuild(60));
    expect(result.stdout).toMatch(/storefront\s+6\d\.\d KB {2}budget 120 KB {2}ok/);
    expect(result.status).toBe(0);
  });

  it('fails a build whose storefront is over budget, naming the page', () => {
    const result = check(fakeBuild(130));
    expect(result.stdout).toMatch(/storefront\s+13\d\.\d KB {2}budget 120 KB {2}OVER BUDGET/);
    expect(result.stderr).toContain('initial JS over budget: storefront');
    expect(result.status).toBe(1);
  });
});
