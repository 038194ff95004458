import { hash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { REDIS, REDIS_PREFIX } from '../../infra/redis/redis.module.js';

/** A salt outlives its day by a day (late events of the day), then Redis forgets it and its hashes mean nothing. */
const SALT_TTL_SECONDS = 2 * 24 * 3600;
/** How long an instance hashes with the salt it holds before looking at Redis's again (see saltOf). */
const RECHECK_MS = 60_000;

interface HeldSalt {
  day: string;
  salt: string;
  from: number;
  until: number;
  checkedAt: number;
}

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
  private cached: HeldSalt | null = null;
  /** The look-up under way, so a burst of beacons at a recheck makes one round trip, not one each (per day: never another day's salt). */
  private looking: { day: string; salt: Promise<string> } | null = null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_PREFIX) private readonly prefix: string,
  ) {}

  /** The visitor's hash for the day of `at` (a signed 64-bit integer as decimal text). Throws when Redis is away. */
  async visitor(at: number, tenantId: string, ip: string, userAgent: string): Promise<string> {
    const cached = this.cached;
    const held = cached && at >= cached.from && at < cached.until && Date.now() - cached.checkedAt < RECHECK_MS;
    const salt = held ? cached.salt : await this.lookUp(at);
    return hashVisitor(salt, tenantId, ip, userAgent);
  }

  private lookUp(at: number): Promise<string> {
    const day = utcDay(at);
    if (this.looking?.day === day) return this.looking.salt;
    const looking = {
      day,
      salt: this.saltOf(at).finally(() => {
        if (this.looking === looking) this.looking = null;
      }),
    };
    this.looking = looking;
    return looking.salt;
  }

  /**
   * The day's salt as Redis has it. The first instance to need it makes it; the others read that one. An
   * instance that already hashes with the day's salt offers that one instead of a new one, so when Redis
   * has lost the key (a flush, a failover to an empty replica) the salt goes back as it was and the
   * instances keep agreeing; and every instance looks again each RECHECK_MS, so one that started meanwhile
   * and minted another brings the rest onto its salt within a minute — a visitor is counted twice that day
   * at most during that minute, not for the rest of the day.
   */
  private async saltOf(at: number): Promise<string> {
    const day = utcDay(at);
    const key = `${this.prefix}:analytics:salt:${day}`;
    const offered = this.cached?.day === day ? this.cached.salt : randomBytes(32).toString('hex');
    await this.redis.set(key, offered, 'EX', SALT_TTL_SECONDS, 'NX');
    const salt = await this.redis.get(key);
    if (!salt) throw new Error('no salt for the day');
    const from = Date.parse(`${day}T00:00:00Z`);
    this.cached = { day, salt, from, until: from + 86_400_000, checkedAt: Date.now() };
    return salt;
  }
}

function hashVisitor(salt: string, tenantId: string, ip: string, userAgent: string): string {
  // One-shot hash: no Hash object per page view.
  return hash('sha256', `${salt}\n${tenantId}\n${ip}\n${userAgent}`, 'buffer').readBigInt64BE(0).toString();
}
