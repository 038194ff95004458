import { Global, Module } from '@nestjs/common';
import { HotResponseCache } from './hot-response-cache.js';
import { HotCacheInterceptor } from './hot-cache.interceptor.js';
import { SiteCache } from './site-cache.js';

/** Caches of public answers; global because every module that writes tenant content must invalidate them. */
@Global()
@Module({ providers: [HotResponseCache, HotCacheInterceptor, SiteCache], exports: [HotResponseCache, HotCacheInterceptor, SiteCache] })
export class HotCacheModule {}
