import { hash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { REDIS, REDIS_PREFIX } from '../../infra/redis/redis.module.js';

/** A salt outlives its day by a day (late events of the day), then Redis forgets it and its hashes mean nothing. */
const SALT_TTL_SECONDS = 2 * 24 * 3600;

/** The UTC day of an instant, `YYYY-MM-DD`. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * Unique visitors without cookies (the Plausible way): a visitor is 8 bytes of
 * sha256(salt of the day, tenant, address, user agent). The salt is random, shared by every API instance
 * through Redis, and never stored anywhere else; once it expires nobody — us included — can link a hash to
 * an address or to the same visitor on another day.
 */
@Injectable()
export class VisitorHasher {
  private cached: { day: string; salt: string; from: number; until: number } | null = null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_PREFIX) private readonly prefix: string,
  ) {}

  /** The visitor's hash for the day of `at` (a signed 64-bit integer as decimal text). Throws when Redis is away. */
  async visitor(at: number, tenantId: string, ip: string, userAgent: string): Promise<string> {
    const cached = this.cached;
    const salt = cached && at >= cached.from && at < cached.until ? cached.salt : await this.saltOf(at);
    return hashVisitor(salt, tenantId, ip, userAgent);
  }

  private async saltOf(at: number): Promise<string> {
    const day = utcDay(at);
    const key = `${this.prefix}:analytics:salt:${day}`;
    // The first instance to need the day's salt makes it; the others read that one.
    await this.redis.set(key, randomBytes(32).toString('hex'), 'EX', SALT_TTL_SECONDS, 'NX');
    const salt = await this.redis.get(key);
    if (!salt) throw new Error('no salt for the day');
    const from = Date.parse(`${day}T00:00:00Z`);
    this.cached = { day, salt, from, until: from + 86_400_000 };
    return salt;
  }
}

export function hashVisitor(salt: string, tenantId: string, ip: string, userAgent: string): string {
  // One-shot hash: no Hash object per page view.
  return hash('sha256', `${salt}\n${tenantId}\n${ip}\n${userAgent}`, 'buffer').readBigInt64BE(0).toString();
}
