import { Global, Module } from '@nestjs/common';
import { RateLimiter } from './rate-limiter.js';
import { PublicFormRateLimitGuard } from './public-form-rate-limit.js';

@Global()
@Module({ providers: [RateLimiter, PublicFormRateLimitGuard], exports: [RateLimiter, PublicFormRateLimitGuard] })
export class RateLimitModule {}
