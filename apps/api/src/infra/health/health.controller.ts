import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags, type ApiPropertyOptions } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import { Redis } from 'ioredis';
import { PrismaService } from '../prisma/prisma.service.js';
import { REDIS } from '../redis/redis.module.js';
import { Readiness } from './readiness.js';

/**
 * Each probe by name (`database`, `redis`): `up` with its latency, `down` with why, or `degraded` with why
 * (failing, but not enough to take the instance out of rotation).
 */
const probes = (description: string, required = true): ApiPropertyOptions => ({
  type: 'object',
  additionalProperties: {
    type: 'object',
    required: ['status'],
    properties: {
      status: { type: 'string', enum: ['up', 'degraded', 'down'] },
      latency_ms: { type: 'number' },
      message: { type: 'string' },
    },
  },
  selfRequired: required,
  description,
});

type ProbeStatus = 'up' | 'degraded' | 'down';

/**
 * Terminus' answer. Described here rather than by `@HealthCheck()`'s own documentation, which only appears
 * where that CommonJS package can `require` Swagger (not under Jest): the document must be the same everywhere.
 */
class HealthAnswer {
  @ApiProperty({ enum: ['ok', 'degraded', 'error', 'shutting_down'], enumName: 'HealthStatus' })
  status!: 'ok' | 'degraded' | 'error' | 'shutting_down';
  @ApiProperty(probes('The probes that are up or degraded', false)) info?: Record<string, { status: ProbeStatus }>;
  @ApiProperty(probes('The probes that are down', false)) error?: Record<string, { status: ProbeStatus }>;
  @ApiProperty(probes('Every probe')) details!: Record<string, { status: ProbeStatus }>;
}

/**
 * Health for people and for orchestrators (docs/operations.md): `GET /api/health` (both stores, as before),
 * `GET /api/health/live` (the process answers) and `GET /api/health/ready` (send it traffic).
 */
@ApiTags('operations')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly prisma: PrismaService,
    private readonly readiness: Readiness,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** 200 when PostgreSQL and Redis both answer, 503 naming the one that doesn't. */
  @Get()
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOkResponse({ type: HealthAnswer, description: 'PostgreSQL and Redis both answer' })
  @ApiServiceUnavailableResponse({ type: HealthAnswer, description: 'A probe failed: `error` names it' })
  check() {
    return this.readiness.probed(
      this.health.check([
        () => this.probe('database', () => this.prisma.$queryRaw`SELECT 1`),
        () => this.probe('redis', () => this.redis.ping()),
      ]),
    );
  }

  /** Liveness: answering at all proves the event loop runs; a wedged process times out instead. */
  @Get('live')
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOkResponse({ type: HealthAnswer, description: 'The process is alive' })
  live() {
    return this.health.check([() => this.indicators.check('process').up({ uptime_s: Math.round(process.uptime()) })]);
  }

  /**
   * Readiness: not draining, and started (PostgreSQL has once confirmed every migration of this build). A
   * database or Redis that goes away later keeps it 200: every replica shares them, and the API goes on serving
   * what its caches hold, which it could not if every instance left the Service (docs/operations.md "Database
   * outage"). The database is then `degraded` and the answer's `status` too.
   */
  @Get('ready')
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOkResponse({
    type: HealthAnswer,
    description: 'Ready for traffic; `status: degraded` (`database` degraded) while PostgreSQL cannot be reached after start-up',
  })
  @ApiServiceUnavailableResponse({
    type: HealthAnswer,
    description: 'Draining after SIGTERM, or still starting (database not reached yet or migrations pending): `error` says which',
  })
  ready() {
    return this.readiness.probed(
      this.health.check([
        () => {
          const indicator = this.indicators.check('drain');
          return this.readiness.draining ? indicator.down({ message: 'shutting down' }) : indicator.up();
        },
        () =>
          this.probe(
            'database',
            async () => {
              const pending = await this.readiness.pendingMigrations();
              if (pending.length) throw new Error(`migrations not applied: ${pending.join(', ')}`);
            },
            this.readiness.started,
          ),
      ]),
    );
  }

  /** `degradedOnFailure`: a failure reports the probe `degraded` (the check stays 200) instead of `down`. */
  private async probe(key: string, fn: () => Promise<unknown>, degradedOnFailure = false) {
    const indicator = this.indicators.check(key);
    const started = Date.now();
    try {
      await withTimeout(fn(), 2000);
      return indicator.up({ latency_ms: Date.now() - started });
    } catch (err) {
      const message = err instanceof Error ? err.message : 'unavailable';
      return degradedOnFailure ? indicator.degraded({ message }) : indicator.down({ message });
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
