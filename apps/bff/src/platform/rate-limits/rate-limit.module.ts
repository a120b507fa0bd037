import { Global, Module } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimiter } from './rate-limiter.js';

/** The one registration of the rate limiter and its guard, for every module. */
@Global()
@Module({ providers: [RateLimiter, RateLimitGuard], exports: [RateLimiter, RateLimitGuard] })
export class RateLimitModule {}
