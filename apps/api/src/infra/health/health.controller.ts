import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags, type ApiPropertyOptions } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { Redis } from 'ioredis';
import { PrismaService } from '../prisma/prisma.service.js';
import { REDIS } from '../redis/redis.module.js';

/** Each probe by name (`database`, `redis`): `up` with its latency, or `down` with why. */
const probes = (description: string, required = true): ApiPropertyOptions => ({
  type: 'object',
  additionalProperties: {
    type: 'object',
    required: ['status'],
    properties: { status: { type: 'string', enum: ['up', 'down'] }, latency_ms: { type: 'number' }, message: { type: 'string' } },
  },
  selfRequired: required,
  description,
});

/**
 * Terminus' answer. Described here rather than by `@HealthCheck()`'s own documentation, which only appears
 * where that CommonJS package can `require` Swagger (not under Jest): the document must be the same everywhere.
 */
export class HealthAnswer {
  @ApiProperty({ enum: ['ok', 'error', 'shutting_down'], enumName: 'HealthStatus' }) status!: 'ok' | 'error' | 'shutting_down';
  @ApiProperty(probes('The probes that are up', false)) info?: Record<string, { status: 'up' | 'down' }>;
  @ApiProperty(probes('The probes that are down', false)) error?: Record<string, { status: 'up' | 'down' }>;
  @ApiProperty(probes('Every probe')) details!: Record<string, { status: 'up' | 'down' }>;
}

/** `GET /api/health`: 200 when PostgreSQL and Redis both answer, 503 naming the one that doesn't. */
@ApiTags('operations')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly prisma: PrismaService,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get()
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOkResponse({ type: HealthAnswer, description: 'PostgreSQL and Redis both answer' })
  @ApiServiceUnavailableResponse({ type: HealthAnswer, description: 'A probe failed: `error` names it' })
  check() {
    return this.health.check([
      () => this.probe('database', () => this.prisma.$queryRaw`SELECT 1`),
      () => this.probe('redis', () => this.redis.ping()),
    ]);
  }

  private async probe(key: string, fn: () => Promise<unknown>) {
    const indicator = this.indicators.check(key);
    const started = Date.now();
    try {
      await withTimeout(fn(), 2000);
      return indicator.up({ latency_ms: Date.now() - started });
    } catch (err) {
      return indicator.down({ message: err instanceof Error ? err.message : 'unavailable' });
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e instanceof Error ? e : new Error(String(e)))),
    );
  });
}
