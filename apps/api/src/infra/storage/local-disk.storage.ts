import { constants, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, readdir, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Logger } from '@nestjs/common';
import express, { type RequestHandler } from 'express';
import { derivedPathsOf } from './image-variant-names.js';
import { OWNED_UPLOAD_PATH, UPLOAD_MAX_AGE_SECONDS, type FileStorage, type UploadSource } from './file-storage.js';
import { keyOf, newUploadKey, urlOfKey } from './upload-keys.js';

/** Default storage: files under `UPLOAD_DIR/<yyyy>/<mm>/`, served by express.static at `/uploads`. */
export class LocalDiskStorage implements FileStorage {
  private readonly logger = new Logger(LocalDiskStorage.name);
  private readonly root: string;
  readonly serve: RequestHandler;

  constructor(uploadDir: string) {
    this.root = path.resolve(uploadDir);
    // nosniff: a file is only ever what its (sniffed-on-upload) extension says.
    this.serve = express.static(this.root, {
      maxAge: UPLOAD_MAX_AGE_SECONDS * 1000,
      index: false,
      dotfiles: 'deny',
      setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
    });
  }

  async save(source: UploadSource, ext: string): Promise<string> {
    const key = newUploadKey(ext);
    const target = path.join(this.root, key);
    await mkdir(path.dirname(target), { recursive: true });
    if (typeof source === 'string') await moveFile(source, target);
    else
      await pipeline(source, createWriteStream(target, { flags: 'wx' })).catch(async (err: unknown) => {
        await rm(target, { force: true });
        throw err;
      });
    return urlOfKey(key);
  }

  async delete(url: string): Promise<void> {
    const file = OWNED_UPLOAD_PATH.test(url) ? this.fileOf(url) : undefined;
    if (!file) return;
    try {
      await unlink(file);
      await this.removeDerived(url);
    } catch (err) {
      // Already gone is fine; anything else is logged, never fails the request that replaced the file.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') this.logger.warn({ err, url }, 'could not delete upload');
    }
  }

  async exists(url: string): Promise<boolean> {
    const file = this.fileOf(url);
    return (
      !!file &&
      (await stat(file).then(
        (s) => s.isFile(),
        () => false,
      ))
    );
  }

  async *list(): AsyncIterable<string> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    const keys = entries
      .filter((d) => d.isFile())
      .map((d) => path.relative(this.root, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
      // keyOf refuses dot segments: `.incoming` temp files and half-written `.<name>.tmp` variants stay out.
      .filter((key) => keyOf(urlOfKey(key)) !== undefined)
      .sort();
    for (const key of keys) yield urlOfKey(key);
  }

  async derive(url: string, work: (file: string) => Promise<void>): Promise<void> {
    const file = this.fileOf(url);
    if (!file) throw new Error(`not a stored file: ${url}`);
    await work(file);
  }

  async removeDerived(url: string): Promise<void> {
    const file = this.fileOf(url);
    if (file) await Promise.all(derivedPathsOf(file).map((p) => rm(p, { force: true })));
  }

  private fileOf(url: string): string | undefined {
    const key = keyOf(url);
    return key === undefined ? undefined : path.join(this.root, key);
  }
}

/**
 * Moves a temp file to `target` without ever overwriting anything (a random name never collides; if it
 * did, this fails loudly): a hard link on the same disk, a copy across disks; then the temp file goes.
 */
async function moveFile(from: string, target: string): Promise<void> {
  try {
    await link(from, target);
  } catch (err) {
    if (!['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP'].includes((err as NodeJS.ErrnoException).code ?? '')) throw err;
    await copyFile(from, target, constants.COPYFILE_EXCL);
  }
  await rm(from, { force: true });
}
