import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { cacheChannels } from '@ds/jobs';
import { REDIS, REDIS_PREFIX } from '../redis/redis.module.js';

export interface HotEntry {
  tenantId: string;
  body: string;
  etag: string;
  expiresAt: number;
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
 * drops its entries on every instance at once (Redis pub/sub), and on this one synchronously.
 */
@Injectable()
export class HotResponseCache implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(HotResponseCache.name);
  private readonly entries = new Map<string, HotEntry>();
  private subscriber?: Redis;
  readonly channel: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_PREFIX) prefix: string,
  ) {
    this.channel = cacheChannels(prefix).tenantChanged;
  }

  async onModuleInit(): Promise<void> {
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('message', (_channel: string, tenantId: string) => this.forgetLocally(tenantId));
    await this.subscriber.subscribe(this.channel);
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
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
    this.entries.set(`${host}|${path}`, { tenantId, body, etag: weakEtag(body), expiresAt: Date.now() + TTL_MS });
  }

  /** Something about this tenant changed: forget it here now, and tell every other instance. */
  async tenantChanged(tenantId: string): Promise<void> {
    this.forgetLocally(tenantId);
    await this.redis.publish(this.channel, tenantId).catch((err: unknown) => this.logger.warn({ err }, 'change not broadcast'));
  }

  private forgetLocally(tenantId: string): void {
    for (const [key, entry] of this.entries) if (entry.tenantId === tenantId) this.entries.delete(key);
  }
}
