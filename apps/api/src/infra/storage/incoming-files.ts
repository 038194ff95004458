import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';

/** Where file parts wait while a request is read: `<UPLOAD_DIR>/.incoming` (same disk as storage, never served). */
export const UPLOAD_TEMP_DIR = Symbol('UPLOAD_TEMP_DIR');

export const uploadTempDir = (uploadDir: string) => path.join(path.resolve(uploadDir), '.incoming');

/** Removes temp files; one already moved into storage (or never created) is fine. */
export async function removeTempFiles(paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((p) => rm(p, { force: true })));
}

/** A temp file this old cannot belong to a request still running (requests are answered in minutes). */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Requests clean up after themselves on every path; only a crashed process leaves temp files behind.
 * They are swept at start (only old ones: other instances may share the directory).
 */
@Injectable()
export class StaleUploadsSweeper implements OnApplicationBootstrap {
  private readonly logger = new Logger(StaleUploadsSweeper.name);

  constructor(@Inject(UPLOAD_TEMP_DIR) private readonly tempDir: string) {}

  async onApplicationBootstrap(): Promise<void> {
    const names = await readdir(this.tempDir).catch(() => [] as string[]);
    const cutoff = Date.now() - STALE_AFTER_MS;
    for (const name of names) {
      const file = path.join(this.tempDir, name);
      const info = await stat(file).catch(() => undefined);
      if (info && info.mtimeMs < cutoff)
        await rm(file, { force: true }).catch((err: unknown) => this.logger.warn({ err, file }, 'could not remove stale upload'));
    }
  }
}
