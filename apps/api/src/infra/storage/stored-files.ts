import { Injectable } from '@nestjs/common';
import { Database } from '@ds/db';

/** Whose a stored file is: a tenant's id, or `null` for the platform's own files (training material). */
export type FileOwner = string | null;

/**
 * The inventory of stored files (the `uploads` table): one row per file `FileStorage.save` wrote, with the
 * tenant that uploaded it (docs/security.md "Stored files"). No request deletes a stored file that
 * anyone may already show: files a row no longer references are left to the upload sweep
 * (upload-sweeper.ts), which deletes them only once nothing references them at all.
 */
@Injectable()
export class StoredFiles {
  constructor(private readonly db: Database) {}

  /** Records a file just written to storage. */
  async record(url: string, owner: FileOwner): Promise<void> {
    if (owner) await this.db.forTenant(owner).storedFile.create({ data: { url, tenant_id: owner } });
    else await this.db.acrossTenants('a file of the platform (training material) has no tenant').storedFile.create({ data: { url } });
  }

  /** Forgets files deleted from storage. */
  async forget(urls: readonly string[]): Promise<void> {
    if (!urls.length) return;
    await this.db.acrossTenants('rows of files already deleted from storage').storedFile.deleteMany({ where: { url: { in: [...urls] } } });
  }

  /**
   * Keeps `urls` for good (a deleted campaign whose emails were delivered: they still load its images) —
   * only the tenant's own files and those without an owner: a tenant cannot keep another's file alive.
   */
  async pin(tenantId: string, urls: readonly string[]): Promise<void> {
    if (!urls.length) return;
    await this.db.acrossTenants("a tenant's sent campaign may show an older file that has no owner").storedFile.updateMany({
      where: { url: { in: [...urls] }, pinned_at: null, OR: [{ tenant_id: tenantId }, { tenant_id: null }] },
      data: { pinned_at: new Date() },
    });
  }
}
