import { randomBytes } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Logger } from '@nestjs/common';
import { derivedPathsOf } from './image-variant-names.js';
import { OWNED_UPLOAD_PATH, UPLOAD_URL_PREFIX, type FileStorage, type UploadSource } from './file-storage.js';

/** Default storage: files under `UPLOAD_DIR/<yyyy>/<mm>/`, served by infra/web/spa.ts at `/uploads`. */
export class LocalDiskStorage implements FileStorage {
  private readonly logger = new Logger(LocalDiskStorage.name);
  private readonly root: string;

  constructor(uploadDir: string) {
    this.root = path.resolve(uploadDir);
  }

  async save(source: UploadSource, ext: string): Promise<string> {
    if (!/^[a-z0-9]{2,5}$/.test(ext)) throw new Error(`refusing file extension ${JSON.stringify(ext)}`);
    const now = new Date();
    const yyyy = String(now.getUTCFullYear());
    const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    const target = path.join(this.root, yyyy, mm, name);
    await mkdir(path.dirname(target), { recursive: true });
    if (typeof source === 'string') await moveFile(source, target);
    else await pipeline(source, createWriteStream(target, { flags: 'wx' })).catch(async (err: unknown) => {
      await rm(target, { force: true });
      throw err;
    });
    return `${UPLOAD_URL_PREFIX}/${yyyy}/${mm}/${name}`;
  }

  async delete(url: string): Promise<void> {
    const match = OWNED_UPLOAD_PATH.exec(url);
    if (!match) return;
    const [, yyyy, mm, name, ext] = match;
    const file = path.join(this.root, yyyy, mm, `${name}.${ext}`);
    try {
      await unlink(file);
      // Its resized variants and manifest (image-variant-names.ts), if any were made.
      await Promise.all(derivedPathsOf(file).map((p) => rm(p, { force: true })));
    } catch (err) {
      // Already gone is fine; anything else is logged, never fails the request that replaced the file.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') this.logger.warn({ err, url }, 'could not delete upload');
    }
  }

  owns(url: string): boolean {
    return OWNED_UPLOAD_PATH.test(url);
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
