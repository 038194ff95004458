import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database } from '@ds/db';
import { FILE_STORAGE, type FileStorage } from './file-storage.js';
import { StoredFiles } from './stored-files.js';
import { referencingTables, unreferencedFilesQuery } from './upload-references.js';

/** Files looked at per round; a pass runs rounds until one comes back short. */
const BATCH = 500;
/** A pass stops after this many rounds; the next pass goes on (bounded work per interval). */
const MAX_ROUNDS = 20;

/**
 * Deletes stored files nothing references (docs/security.md "Stored files"): every row of the inventory
 * older than UPLOAD_SWEEP_GRACE_HOURS and not pinned whose file no row of any tenant or of the platform
 * shows — a file field, a campaign or blog body, a page's JSON, training material. It is the only code that
 * deletes a stored file someone else may have seen: replacing, clearing or deleting a record, or a campaign,
 * only drops the reference.
 *
 * Runs in the API (with the local disk the files live on the API's host), every UPLOAD_SWEEP_INTERVAL_MINUTES
 * in each process. Two processes sweeping at once delete the same unreferenced files twice, which is harmless.
 */
@Injectable()
export class UploadSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(UploadSweeper.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: Database,
    private readonly inventory: StoredFiles,
  ) {}

  onApplicationBootstrap(): void {
    const minutes = this.config.UPLOAD_SWEEP_INTERVAL_MINUTES;
    if (minutes > 0) this.timer = setInterval(() => this.runInBackground(), minutes * 60_000).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private runInBackground(): void {
    this.running ??= this.sweep()
      .then((deleted) => {
        if (deleted.length) this.logger.log({ deleted: deleted.length }, 'upload sweep deleted unreferenced files');
      })
      .catch((err: unknown) => this.logger.warn({ err }, 'upload sweep failed; the next one tries again'))
      .finally(() => (this.running = undefined));
  }

  /** One pass; answers the URLs of the files it deleted. */
  async sweep(now = new Date()): Promise<string[]> {
    const sql = this.db.acrossTenants("the upload sweep: any tenant's or the platform's rows may show a stored file");
    const cutoff = new Date(now.getTime() - this.config.UPLOAD_SWEEP_GRACE_HOURS * 3_600_000);
    const query = unreferencedFilesQuery(await referencingTables(sql));
    const deleted: string[] = [];
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const batch = await sql.$queryRawUnsafe<{ url: string }[]>(query, cutoff, BATCH);
      const gone: string[] = [];
      for (const { url } of batch) {
        // A file that cannot be deleted now (the bucket unreachable) keeps its row and is tried next time.
        await this.storage.delete(url).then(
          () => gone.push(url),
          (err: unknown) => this.logger.warn({ err, url }, 'could not delete an unreferenced upload'),
        );
      }
      await this.inventory.forget(gone);
      deleted.push(...gone);
      if (batch.length < BATCH || gone.length === 0) break;
    }
    return deleted;
  }
}
