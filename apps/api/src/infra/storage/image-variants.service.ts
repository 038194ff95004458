import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';
import { isDerivedFile, manifestPathOf, VARIANT_SOURCE } from './image-variant-names.js';
import { generateVariants, type VariantOutcome } from './image-variants.js';
import { keyOf } from './upload-keys.js';

/**
 * Makes the resized variants of uploaded images, one image at a time, in this process, and stores them
 * beside the original (on the local disk or in the bucket: FileStorage.derive).
 *
 * Why here and not a BullMQ job in the worker: with the local disk the files live on the API's host,
 * which the worker need not share; and why after the answer rather than before it: AVIF encoding of a large
 * photo takes seconds on a small machine, too long to hold an upload's answer. Losing the in-memory queue
 * to a crash costs nothing: the start-up backfill below makes whatever has no manifest yet, and until a
 * variant exists `/uploads` redirects a request for it to the original (serve-uploads.ts).
 */
@Injectable()
export class ImageVariants implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ImageVariants.name);
  /** The chain of queued work: one image at a time, so a burst of uploads takes one core, not all. */
  private tail: Promise<void> = Promise.resolve();
  private stopping = false;

  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  /** Queues variants for a just-stored upload (`/uploads/...`); other kinds and formats are ignored. */
  schedule(url: string): void {
    if (isVariantSource(url)) this.enqueue(() => this.make(url));
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
   * Idempotent: walks the storage (never `.incoming` or other dot folders) and makes the variants of every
   * raster image without a manifest. Answers how many images it handled.
   */
  async backfill(): Promise<number> {
    // One listing tells which originals have a manifest: no request per image (a bucket may hold many).
    const stored = new Set<string>();
    for await (const url of this.storage.list()) stored.add(url);
    let made = 0;
    for (const url of stored) {
      if (this.stopping) break;
      if (!isVariantSource(url) || stored.has(manifestPathOf(url))) continue;
      if (await this.make(url)) made++;
    }
    return made;
  }

  private async make(url: string): Promise<boolean> {
    try {
      let outcome: VariantOutcome | undefined;
      await this.storage.derive(url, async (file) => {
        outcome = await generateVariants(file);
      });
      if (outcome && 'failed' in outcome) this.logger.warn({ url, reason: outcome.failed }, 'image served without variants');
      // Deleted between the last read and the manifest: drop the leftovers.
      if (!(await this.storage.exists(url))) await this.storage.removeDerived(url);
      return true;
    } catch (err) {
      // The original was deleted while we worked: drop what was written for it.
      await this.storage.removeDerived(url).catch(() => undefined);
      this.logger.debug({ err, url }, 'image gone before its variants were made');
      return false;
    }
  }

  private enqueue(work: () => Promise<unknown>): void {
    // Once stopping, queued work is dropped (the next start's backfill makes it); only the image in hand finishes.
    this.tail = this.tail
      .then(() => (this.stopping ? undefined : work()))
      .then(
        () => undefined,
        (err: unknown) => this.logger.warn({ err }, 'image variant work failed'),
      );
  }
}

/** An original that gets variants: a stored JPEG/PNG/WebP, not itself a variant or manifest. */
const isVariantSource = (url: string) => keyOf(url) !== undefined && VARIANT_SOURCE.test(url) && !isDerivedFile(url);
