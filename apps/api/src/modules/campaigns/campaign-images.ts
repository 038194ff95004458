import { Injectable } from '@nestjs/common';
import { Database } from '@ds/db';
import { Uploads } from '../../infra/storage/uploads.service.js';

/** Our stored uploads as they appear in a campaign body (`/uploads/yyyy/mm/<hash>.<ext>`, `OWNED_UPLOAD_PATH`). */
const UPLOAD_URL = /\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{32}\.[a-z0-9]{2,5}/g;

export function uploadedImagesOf(html: string): string[] {
  return [...new Set(html.match(UPLOAD_URL) ?? [])];
}

/** `LIKE` pattern matching text that contains `value` literally. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The images uploaded for campaign bodies (docs/campaigns.md "Images"). Deleting a draft that was never
 * sent deletes its images — unless another campaign (a copy, any tenant's) or a blog post's body also
 * shows the file. A campaign that was sent keeps its images even when deleted: the emails already
 * delivered load them from our server, for as long as people keep those emails.
 */
@Injectable()
export class CampaignImages {
  constructor(
    private readonly db: Database,
    private readonly uploads: Uploads,
  ) {}

  /** After the campaign row is gone: deletes those of `urls` that nothing else references. Best effort. */
  async discardUnreferenced(urls: readonly string[]): Promise<string[]> {
    if (!urls.length) return [];
    const sql = this.db.acrossTenants('an uploaded file may be shown by any campaign or blog post: is anything else still using it?');
    const unused: string[] = [];
    for (const url of urls) {
      const [row] = await sql.$queryRaw<{ used: boolean }[]>`
        SELECT EXISTS (SELECT 1 FROM campaigns WHERE content LIKE ${containing(url)})
            OR EXISTS (SELECT 1 FROM blogs WHERE content LIKE ${containing(url)} OR image = ${url}) AS used`;
      if (!row?.used) unused.push(url);
    }
    await this.uploads.discard(unused);
    return unused;
  }
}
