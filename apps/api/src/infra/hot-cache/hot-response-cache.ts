import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { TenantChange } from '@ds/jobs';
import { HostEntries, type HostEntry } from '../cache/host-entries.js';
import { TenantChanges, type TenantCache } from '../cache/tenant-changes.js';

export interface HotEntry extends HostEntry {
  body: Buffer;
  etag: string;
  /** The body compressed per encoding, made on the first request that asks for it (`installFastPath`). */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

/** What a hot path's owner loads on a miss: the answer's tenant and JSON body, or null (not a store: Nest answers). */
export type HotLoader = (host: string) => Promise<{ tenantId: string; body: string } | null>;

const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

/** The same weak ETag express computes for a string body (`etag` package), so both paths agree. */
export function weakEtag(body: string | Buffer): string {
  // A Buffer is hashed as it is: its bytes are the string's UTF-8 (one encoding per entry, not two).
  const hash = createHash('sha1').update(body).digest('base64').substring(0, 27);
  const length = typeof body === 'string' ? Buffer.byteLength(body, 'utf8') : body.length;
  return `W/"${length.toString(16)}-${hash}"`;
}

function entryOf(tenantId: string, body: string, expiresAt: number): HotEntry {
  const bytes = Buffer.from(body, 'utf8');
  return { tenantId, body: bytes, etag: weakEtag(bytes), expiresAt, encoded: {} };
}

/**
 * Serialized answers of the hottest public reads, per host, held in process memory so a repeat visit
 * is answered before Express and Nest are involved (see `installFastPath`). Like a CDN in front of the
 * app: entries live at most a minute, and any change to a tenant — content, publish state, domains —
 * drops its entries on every instance at once (the "tenant changed" broadcast, `TenantChanges`).
 */
@Injectable()
export class HotResponseCache implements TenantCache {
  private readonly entries = new HostEntries<HotEntry>(MAX_ENTRIES);
  private readonly loaders = new Map<string, HotLoader>();
  /** Misses being loaded, so concurrent first visits of one host share one query. */
  private readonly loading = new Map<string, Promise<HotEntry | null>>();

  constructor(changes: TenantChanges) {
    changes.register(this);
  }

  get(host: string, path: string): HotEntry | undefined {
    return this.entries.get(host, path);
  }

  put(host: string, path: string, tenantId: string, body: string): HotEntry {
    return this.entries.set(host, path, entryOf(tenantId, body, Date.now() + TTL_MS));
  }

  /** The module that owns a hot path says how its misses are loaded (without it, misses go through Nest). */
  registerLoader(path: string, loader: HotLoader): void {
    this.loaders.set(path, loader);
  }

  hasLoader(path: string): boolean {
    return this.loaders.has(path);
  }

  /**
   * A miss served before Express too: the path's loader builds the body, it is kept like any entry and
   * served from it. Null (no loader, not a store, or the loader failed): Nest answers as usual — the
   * 404 and error shapes are its business.
   */
  load(host: string, path: string): Promise<HotEntry | null> {
    const key = `${host}|${path}`;
    let pending = this.loading.get(key);
    if (!pending) {
      const loader = this.loaders.get(path);
      if (!loader) return Promise.resolve(null);
      // A load that started before a "tenant changed" may hold stale data: it is served, not kept.
      const epoch = this.entries.epoch;
      const load: Promise<HotEntry | null> = loader(host)
        .then((loaded) => {
          if (!loaded) return null;
          if (epoch !== this.entries.epoch) return entryOf(loaded.tenantId, loaded.body, 0);
          return this.put(host, path, loaded.tenantId, loaded.body);
        })
        .catch(() => null)
        .finally(() => {
          if (this.loading.get(key) === load) this.loading.delete(key);
        });
      this.loading.set(key, load);
      pending = load;
    }
    return pending;
  }

  forgetTenant(change: TenantChange): void {
    // Requests from now on must not join a load that started before the change.
    this.loading.clear();
    this.entries.forgetTenant(change);
  }

  forgetEverything(): void {
    this.loading.clear();
    this.entries.forgetEverything();
  }
}
