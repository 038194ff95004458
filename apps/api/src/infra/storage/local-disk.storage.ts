import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { OWNED_UPLOAD_PATH, UPLOAD_URL_PREFIX, type FileStorage } from './file-storage.js';

/** Default storage: files under `UPLOAD_DIR/<yyyy>/<mm>/`, served by infra/web/spa.ts at `/uploads`. */
export class LocalDiskStorage implements FileStorage {
  private readonly logger = new Logger(LocalDiskStorage.name);
  private readonly root: string;

  constructor(uploadDir: string) {
    this.root = path.resolve(uploadDir);
  }

  async save(content: Buffer, ext: string): Promise<string> {
    if (!/^[a-z0-9]{2,5}$/.test(ext)) throw new Error(`refusing file extension ${JSON.stringify(ext)}`);
    const now = new Date();
    const yyyy = String(now.getUTCFullYear());
    const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    await mkdir(path.join(this.root, yyyy, mm), { recursive: true });
    // `wx`: a random name never overwrites anything; a collision fails loudly instead.
    await writeFile(path.join(this.root, yyyy, mm, name), content, { flag: 'wx' });
    return `${UPLOAD_URL_PREFIX}/${yyyy}/${mm}/${name}`;
  }

  async delete(url: string): Promise<void> {
    const match = OWNED_UPLOAD_PATH.exec(url);
    if (!match) return;
    const [, yyyy, mm, name, ext] = match;
    try {
      await unlink(path.join(this.root, yyyy, mm, `${name}.${ext}`));
    } catch (err) {
      // Already gone is fine; anything else is logged, never fails the request that replaced the file.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') this.logger.warn({ err, url }, 'could not delete upload');
    }
  }

  owns(url: string): boolean {
    return OWNED_UPLOAD_PATH.test(url);
  }
}
