import { Injectable } from '@nestjs/common';
import type { TenantChange } from '@ds/jobs';
import { TenantChanges, type TenantCache } from '../../infra/cache/tenant-changes.js';

export interface RenderedPage {
  status: number;
  html: string;
}

interface Entry extends RenderedPage {
  tenantId: string;
  expiresAt: number;
}

const TTL_MS = 60_000;
/** Pages are tens of KB: this bounds the cache to some tens of MB per instance. */
const MAX_ENTRIES = 2_000;

/**
 * Server-rendered storefront pages, per visitor host and URL (and price locale), in process memory. Like
 * the hot response cache: entries live a minute at most and the "tenant changed" broadcast drops a
 * tenant's pages — and the pages of any host it names — on every instance at once.
 */
@Injectable()
export class RenderedPageCache implements TenantCache {
  private readonly entries = new Map<string, Entry>();

  constructor(changes: TenantChanges) {
    changes.register(this);
  }

  private static key(host: string, rest: string): string {
    return `${host}|${rest}`;
  }

  get(host: string, rest: string): RenderedPage | undefined {
    const key = RenderedPageCache.key(host, rest);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  put(host: string, rest: string, tenantId: string, page: RenderedPage): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(RenderedPageCache.key(host, rest), { ...page, tenantId, expiresAt: Date.now() + TTL_MS });
  }

  forgetTenant({ tenantId, hosts = [] }: TenantChange): void {
    for (const [key, entry] of this.entries) {
      if (entry.tenantId === tenantId || hosts.includes(key.slice(0, key.indexOf('|')))) this.entries.delete(key);
    }
  }

  forgetEverything(): void {
    this.entries.clear();
  }
}
