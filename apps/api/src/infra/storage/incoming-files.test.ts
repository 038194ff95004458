import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { StaleUploadsSweeper } from './incoming-files.js';

describe('StaleUploadsSweeper', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('removes temp files a crashed process left a day ago, and keeps those of requests still running', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-incoming-'));
    const [old, fresh] = [path.join(dir, 'old'), path.join(dir, 'fresh')];
    fs.writeFileSync(old, 'x');
    fs.writeFileSync(fresh, 'y');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    fs.utimesSync(old, twoDaysAgo, twoDaysAgo);
    await new StaleUploadsSweeper(dir).onApplicationBootstrap();
    expect(fs.readdirSync(dir)).toEqual(['fresh']);
  });

  it('is fine when nothing was ever uploaded', async () => {
    await expect(new StaleUploadsSweeper(path.join(os.tmpdir(), 'ds-never-created-dir')).onApplicationBootstrap()).resolves.toBeUndefined();
  });
});
