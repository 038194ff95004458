import { Injectable } from '@nestjs/common';
import { StoredFiles } from '../../infra/storage/stored-files.js';

/** Our stored uploads as they appear in a campaign body (`/uploads/yyyy/mm/<hash>.<ext>`, `OWNED_UPLOAD_PATH`). */
const UPLOAD_URL = /\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{32}\.[a-z0-9]{2,5}/g;

function uploadedImagesOf(html: string): string[] {
  return [...new Set(html.match(UPLOAD_URL) ?? [])];
}

/**
 * The images of campaign bodies (docs/campaigns.md "Images"). Deleting a campaign deletes no file: a
 * draft's images, once nothing else shows them, go with the upload sweep (docs/security.md "Stored
 * files"), which looks at every tenant's rows — a body may show any tenant's upload, copied from a public
 * page. A campaign that was sent keeps its images even when deleted: the emails already delivered load
 * them from our server, for as long as people keep those emails.
 */
@Injectable()
export class CampaignImages {
  constructor(private readonly inventory: StoredFiles) {}

  /** After a campaign that emails went out for is deleted: pins the tenant's own images it showed. */
  async keepForDeliveredEmails(tenantId: string, content: string): Promise<void> {
    await this.inventory.pin(tenantId, uploadedImagesOf(content));
  }
}
