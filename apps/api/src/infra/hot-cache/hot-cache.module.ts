import { Global, Module } from '@nestjs/common';
import { TenantChanges } from '../cache/tenant-changes.js';
import { HotResponseCache } from './hot-response-cache.js';
import { HotCacheInterceptor } from './hot-cache.interceptor.js';
import { SiteCache } from './site-cache.js';

/**
 * Caches of public answers and the one "tenant changed" broadcast that drives them all; global because
 * every module that changes a tenant announces it, and the tenant caches of modules register with it.
 */
@Global()
@Module({
  providers: [TenantChanges, HotResponseCache, HotCacheInterceptor, SiteCache],
  exports: [TenantChanges, HotResponseCache, HotCacheInterceptor, SiteCache],
})
export class HotCacheModule {}
