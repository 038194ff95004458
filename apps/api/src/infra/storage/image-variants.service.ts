import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { UPLOAD_URL_PREFIX } from './file-storage.js';
import { derivedPathsOf, isDerivedFile, VARIANT_SOURCE } from './image-variant-names.js';
import { generateVariants, hasManifest } from './image-variants.js';

/**
 * Makes the resized variants of uploaded images (issue 14 §3), one image at a time, in this process.
 *
 * Why here and not a BullMQ job in the worker: the files live on the API's local disk (LocalDiskStorage),
 * which the worker need not share; and why after the answer rather than before it: AVIF encoding of a large
 * photo takes seconds on a small machine, too long to hold an upload's answer. Losing the in-memory queue
 * to a crash costs nothing: the start-up backfill below makes whatever has no manifest yet, and until a
 * variant exists `/uploads` redirects a request for it to the original (infra/web/spa.ts).
 */
@Injectable()
export class ImageVariants implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ImageVariants.name);
  private readonly root: string;
  /** The chain of queued work: one image at a time, so a burst of uploads takes one core, not all. */
  private tail: Promise<void> = Promise.resolve();
  private stopping = false;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = path.resolve(config.UPLOAD_DIR);
  }

  /** Queues variants for a just-stored upload (`/uploads/...`); other kinds and formats are ignored. */
  schedule(url: string): void {
    const file = this.fileOf(url);
    if (file) this.enqueue(() => this.make(file));
  }

  /** Resolves once everything queued so far is done (tests; shutdown). */
  whenIdle(): Promise<void> {
    return this.tail;
  }

  /** One-off at start (not awaited: the API serves meanwhile): variants for every image that has none yet. */
  onApplicationBootstrap(): void {
    this.enqueue(async () => {
      const made = await this.backfill();
      if (made) this.logger.log(`image variants backfilled for ${made} upload(s)`);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.tail;
  }

  /**
   * Idempotent: walks UPLOAD_DIR (not `.incoming` or other dot folders) and makes the variants of every
   * raster image without a manifest. Answers how many images it handled.
   */
  async backfill(): Promise<number> {
    let made = 0;
    for (const file of await this.originals()) {
      if (this.stopping) break;
      if (await hasManifest(file)) continue;
      if (await this.make(file)) made++;
    }
    return made;
  }

  /** Removes the variants and manifest of an original (when the upload is deleted). */
  async forget(file: string): Promise<void> {
    await Promise.all(derivedPathsOf(file).map((p) => rm(p, { force: true })));
  }

  private async make(file: string): Promise<boolean> {
    try {
      const manifest = await generateVariants(file);
      if ('failed' in manifest) this.logger.warn({ file, reason: manifest.failed }, 'image served without variants');
      // Deleted between the last read and the manifest: drop the leftovers.
      if (!(await stat(file).then(() => true, () => false))) await this.forget(file);
      return true;
    } catch (err) {
      // The original was deleted while we worked: drop what was written for it.
      await this.forget(file);
      this.logger.debug({ err, file }, 'image gone before its variants were made');
      return false;
    }
  }

  private enqueue(work: () => Promise<unknown>): void {
    // Once stopping, queued work is dropped (the next start's backfill makes it); only the image in hand finishes.
    this.tail = this.tail.then(() => (this.stopping ? undefined : work())).then(
      () => undefined,
      (err: unknown) => this.logger.warn({ err }, 'image variant work failed'),
    );
  }

  private fileOf(url: string): string | undefined {
    if (!url.startsWith(`${UPLOAD_URL_PREFIX}/`) || !VARIANT_SOURCE.test(url) || isDerivedFile(url)) return undefined;
    const file = path.resolve(this.root, url.slice(UPLOAD_URL_PREFIX.length + 1));
    return file.startsWith(this.root + path.sep) ? file : undefined;
  }

  private async originals(): Promise<string[]> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((d) => d.isFile() && VARIANT_SOURCE.test(d.name) && !isDerivedFile(d.name) && !d.name.startsWith('.'))
      .map((d) => path.join(d.parentPath, d.name))
      .filter((file) => !path.relative(this.root, file).split(path.sep).some((part) => part.startsWith('.')))
      .sort();
  }
}
