import { Injectable } from '@nestjs/common';
import type { TenantChange } from '@ds/jobs';
import { HostEntries, type HostEntry } from '../../infra/cache/host-entries.js';
import { TenantChanges, type TenantCache } from '../../infra/cache/tenant-changes.js';

export interface RenderedPage {
  status: number;
  html: string;
}

interface Entry extends RenderedPage, HostEntry {}

const TTL_MS = 60_000;
/** Pages are tens of KB: this bounds the cache to some tens of MB per instance. */
const MAX_ENTRIES = 2_000;

/**
 * Server-rendered storefront pages, per visitor host and URL, in process memory. Like
 * the hot response cache: entries live a minute at most and the "tenant changed" broadcast drops a
 * tenant's pages — and the pages of any host it names — on every instance at once.
 */
@Injectable()
export class RenderedPageCache implements TenantCache {
  private readonly entries = new HostEntries<Entry>(MAX_ENTRIES);

  constructor(changes: TenantChanges) {
    changes.register(this);
  }

  get(host: string, rest: string): RenderedPage | undefined {
    return this.entries.get(host, rest);
  }

  /** Taken before rendering and handed to `put`: a render overtaken by a "tenant changed" is not kept. */
  get epoch(): number {
    return this.entries.epoch;
  }

  put(host: string, rest: string, tenantId: string, page: RenderedPage, renderedAt: number): void {
    if (renderedAt !== this.entries.epoch) return;
    this.entries.set(host, rest, { ...page, tenantId, expiresAt: Date.now() + TTL_MS });
  }

  forgetTenant(change: TenantChange): void {
    this.entries.forgetTenant(change);
  }

  forgetEverything(): void {
    this.entries.forgetEverything();
  }
}
