import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { LocalDiskStorage } from './local-disk.storage.js';

describe('LocalDiskStorage', () => {
  let root: string;
  let storage: LocalDiskStorage;
  const fileOf = (url: string) => path.join(root, url.replace(/^\/uploads\//, ''));

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ds-storage-'));
    storage = new LocalDiskStorage(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('takes over a temp file: moved under a random name, the temp file gone', async () => {
    const temp = path.join(root, 'incoming-part');
    fs.writeFileSync(temp, 'png bytes');
    const url = await storage.save(temp, 'png');
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{32}\.png$/);
    expect(fs.readFileSync(fileOf(url), 'utf8')).toBe('png bytes');
    expect(fs.existsSync(temp)).toBe(false);
  });

  it('stores a stream (what an S3-style backend would also take)', async () => {
    const url = await storage.save(Readable.from([Buffer.from('%PDF-'), Buffer.from('1.4')]), 'pdf');
    expect(fs.readFileSync(fileOf(url), 'utf8')).toBe('%PDF-1.4');
  });

  it('refuses a strange extension and deletes only what it wrote', async () => {
    await expect(storage.save(Readable.from([]), '../x')).rejects.toThrow(/extension/);
    const url = await storage.save(Readable.from([Buffer.from('x')]), 'gif');
    await storage.delete('/uploads/demo/hero.png');
    await storage.delete(url);
    expect(fs.existsSync(fileOf(url))).toBe(false);
  });

  it("deletes an image's variants and manifest with it, and nothing else", async () => {
    const url = await storage.save(Readable.from([Buffer.from('jpg')]), 'jpg');
    const stem = fileOf(url).replace(/\.jpg$/, '');
    const derived = [`${stem}-400.avif`, `${stem}-800.webp`, `${stem}-1600.jpg`, `${stem}.json`];
    for (const f of derived) fs.writeFileSync(f, 'x');
    const neighbour = await storage.save(Readable.from([Buffer.from('png')]), 'png');
    await storage.delete(url);
    expect([fileOf(url), ...derived].filter((f) => fs.existsSync(f))).toEqual([]);
    expect(fs.existsSync(fileOf(neighbour))).toBe(true);
  });
});
