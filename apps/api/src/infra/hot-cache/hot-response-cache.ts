import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { TenantChange } from '@ds/jobs';
import { TenantChanges, type TenantCache } from '../cache/tenant-changes.js';

export interface HotEntry {
  tenantId: string;
  body: Buffer;
  etag: string;
  expiresAt: number;
  /** The body compressed per encoding, made on the first request that asks for it (`installFastPath`). */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

/** The same weak ETag express computes for a string body (`etag` package), so both paths agree. */
export function weakEtag(body: string): string {
  const hash = createHash('sha1').update(body, 'utf8').digest('base64').substring(0, 27);
  return `W/"${Buffer.byteLength(body, 'utf8').toString(16)}-${hash}"`;
}

/**
 * Serialized answers of the hottest public reads, per host, held in process memory so a repeat visit
 * is answered before Express and Nest are involved (see `installFastPath`). Like a CDN in front of the
 * app: entries live at most a minute, and any change to a tenant — content, publish state, domains —
 * drops its entries on every instance at once (the "tenant changed" broadcast, `TenantChanges`).
 */
@Injectable()
export class HotResponseCache implements TenantCache {
  private readonly entries = new Map<string, HotEntry>();

  constructor(changes: TenantChanges) {
    changes.register(this);
  }

  get(host: string, path: string): HotEntry | undefined {
    const key = `${host}|${path}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  put(host: string, path: string, tenantId: string, body: string): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(`${host}|${path}`, { tenantId, body: Buffer.from(body, 'utf8'), etag: weakEtag(body), expiresAt: Date.now() + TTL_MS, encoded: {} });
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
