import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { cacheChannels } from '@ds/jobs';
import { REDIS, REDIS_PREFIX, subscribeTo } from '../../infra/redis/redis.module.js';
import type { Principal, Role } from './principal.js';
import { SessionStateRepository, type SessionState } from './session-state.repository.js';
import { isUuid } from '@ds/shared';

interface CacheEntry {
  state: SessionState | null;
}

const MAX_ENTRIES = 50_000;
const keyOf = (role: Role, id: string) => `${role}:${id}`;

/**
 * Revocable sessions without a database read per request. A token carries the session version of its
 * principal (`sv`); logout, password resets and deactivation bump the version in PostgreSQL. Each
 * instance keeps the current version (and, for distributors, whether the tenant is active) in memory
 * for SESSION_CHECK_TTL_SECONDS, and every change is broadcast over Redis so all instances forget it at
 * once. If Redis is down the TTL still bounds how long a revoked token can be honoured.
 */
@Injectable()
export class SessionVersions implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SessionVersions.name);
  private readonly entries: LRUCache<string, CacheEntry>;
  /** One database read per principal at a time, however many requests arrive together. */
  private readonly loading = new Map<string, Promise<SessionState | null>>();
  private readonly channel: string;
  private subscriber?: Redis;

  constructor(
    private readonly states: SessionStateRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_PREFIX) prefix: string,
  ) {
    // On the wall clock, checked at every read (the tests move it, as a clock step would).
    this.entries = new LRUCache({
      max: MAX_ENTRIES,
      ttl: config.SESSION_CHECK_TTL_SECONDS * 1000,
      ttlResolution: 0,
      perf: { now: () => Date.now() },
    });
    this.channel = cacheChannels(prefix).sessions;
  }

  async onModuleInit(): Promise<void> {
    // After a reconnection, broadcasts sent meanwhile are lost: start over rather than wait out the TTL.
    this.subscriber = await subscribeTo(
      this.redis,
      [this.channel],
      (_channel, key) => this.forgetLocally(key),
      this.logger,
      () => this.entries.clear(),
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  /** Whether a verified token still stands: its version is current and, for a distributor, the tenant is active. */
  async isCurrent(principal: Principal): Promise<boolean> {
    if (!isUuid(principal.sub)) return false;
    const state = await this.stateOf(principal.role, principal.sub);
    if (!state?.active || state.version !== principal.sv) return false;
    return principal.role === 'admin' || state.tenantId === principal.tid;
  }

  /** Ends every session of the principal issued until now, on every instance. */
  async end(role: Role, id: string): Promise<void> {
    await this.states.bump(role, id);
    await this.changed(role, id);
  }

  /**
   * The principal's session state changed in the database (a version bumped in the caller's own
   * transaction, a tenant (de)activated): forget it here now and on every other instance.
   */
  async changed(role: Role, id: string): Promise<void> {
    const key = keyOf(role, id);
    this.forgetLocally(key);
    await this.redis.publish(this.channel, key).catch((err: unknown) => this.logger.warn({ err }, 'session change not broadcast'));
  }

  private stateOf(role: Role, id: string): Promise<SessionState | null> {
    const key = keyOf(role, id);
    const cached = this.entries.get(key);
    if (cached) return Promise.resolve(cached.state);
    const pending = this.loading.get(key);
    if (pending) return pending;

    const load = this.states.load(role, id);
    this.loading.set(key, load);
    load.then(
      (state) => {
        // Forgotten while loading: this answer may predate the change, so do not keep it.
        if (this.loading.get(key) !== load) return;
        this.loading.delete(key);
        this.entries.set(key, { state });
      },
      () => {
        if (this.loading.get(key) === load) this.loading.delete(key);
      },
    );
    return load;
  }

  private forgetLocally(key: string): void {
    this.entries.delete(key);
    this.loading.delete(key);
  }
}
