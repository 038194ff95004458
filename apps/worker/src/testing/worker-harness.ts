import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import pg from 'pg';
import { loadConfig, type AppConfig } from '@ds/config';
import { createPrismaClient, Database, type Prisma, type PrismaClient } from '@ds/db';
import { JobQueue, QUEUES } from '@ds/jobs';
import { createTestDatabase, testRedisUrl, uniquePrefix, type TestDatabase } from '@ds/testing';
import { JobRunner } from '../runner/job-runner.service.js';
import { WorkerJobs } from '../jobs/worker-jobs.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { DEFAULT_WORKER_OPTIONS, type WorkerOptions } from '../worker-options.js';
import { WorkerModule } from '../worker.module.js';
import { SmtpCatcher } from './smtp-catcher.js';

/**
 * What every suite's configuration holds: emails come from `no-reply@localhost`, links point at
 * `http://localhost:3000` and storefronts at `http://<subdomain>.localhost:3000`.
 */
const TEST_SETTINGS = {
  NODE_ENV: 'test',
  JWT_SECRET: 'integration-test-secret-of-32-characters!',
  MAIL_FROM: 'Distributor Sites <no-reply@localhost>',
  BASE_DOMAIN: 'localhost',
  PORT: '3000',
  LOG_LEVEL: 'silent',
};

export interface HarnessOptions {
  /** Names the suite's Redis key prefix (`<label>-<random>`), so suites sharing one Redis never see each other's queues. */
  label: string;
  /** The suite's own settings, over the shared ones above. */
  env?: Record<string, string>;
  /** Starts a real SMTP server (`SmtpCatcher`) and points SMTP_URL at it. */
  smtp?: boolean;
  /** Connections of the suite's own Prisma client (`prisma`). */
  connections?: number;
}

/** A worker booted as deployed (`WorkerModule`) and serving its queues, with an enqueue side on its prefix. */
export interface RunningWorker {
  app: INestApplicationContext;
  jobs: JobQueue;
}

/** The distributor's login of a seeded tenant (one user per tenant). */
export interface SeedUser {
  first_name: string;
  last_name: string;
  email: string;
}

/**
 * One integration suite's real services: a freshly migrated PostgreSQL database (with the template every
 * tenant shows), Redis under a key prefix of its own, optionally an SMTP server that keeps what it is sent,
 * and the worker — booted whole (`startWorker`) or as the pieces a test builds by hand (`database`,
 * `workerJobs`). `stop()` closes every worker, empties the suite's queues (a booted worker registers the
 * certificate renewal scheduler and a campaigns tick) and drops the database.
 */
export class WorkerHarness {
  /** The worker options under the suite's prefix, for pieces built by hand. */
  readonly options: WorkerOptions;
  private readonly workers: RunningWorker[] = [];
  private readonly cleanups: (() => Promise<unknown>)[] = [];
  private service?: PrismaService;
  private jobs?: WorkerJobs;

  private constructor(
    readonly db: TestDatabase,
    /** The suite's own client, for seeding and looking: the whole database, no tenant door. */
    readonly prisma: PrismaClient,
    readonly config: AppConfig,
    private readonly catcher: SmtpCatcher | undefined,
    readonly prefix: string,
  ) {
    this.options = { ...DEFAULT_WORKER_OPTIONS, prefix };
  }

  static async start({ label, env = {}, smtp = false, connections = 2 }: HarnessOptions): Promise<WorkerHarness> {
    const [db, catcher] = await Promise.all([createTestDatabase(), smtp ? SmtpCatcher.start() : undefined]);
    const config = loadConfig({
      ...TEST_SETTINGS,
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl(),
      ...(catcher ? { SMTP_URL: catcher.url } : {}),
      ...env,
    });
    const prisma = createPrismaClient(db.url, { max: connections });
    await prisma.template.create({ data: { id: 1, name: 'Classic' } });
    return new WorkerHarness(db, prisma, config, catcher, uniquePrefix(label));
  }

  /** The SMTP server the worker sends to (a suite started with `smtp: true`). */
  get smtp(): SmtpCatcher {
    if (!this.catcher) throw new Error('this suite started its harness without smtp: true');
    return this.catcher;
  }

  /** Boots a worker (the suite's prefix unless `options` names another) and resolves once it serves its queues. */
  async startWorker(options: Partial<WorkerOptions> = {}): Promise<RunningWorker> {
    const settings = { ...this.options, ...options };
    const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(this.config, settings), { logger: false });
    const worker = { app, jobs: new JobQueue({ url: this.config.REDIS_URL }, settings.prefix) };
    this.workers.push(worker);
    await app.get(JobRunner).whenReady();
    return worker;
  }

  /** The tenant door on a pool of the worker's own, as `WorkerModule` hands it to handlers. */
  database(): Database {
    this.service ??= new PrismaService(this.config);
    return new Database(this.service.client);
  }

  /** The worker's enqueue side under the suite's prefix, as handlers and sweepers get it. */
  workerJobs(): WorkerJobs {
    this.jobs ??= new WorkerJobs(this.config, this.options);
    return this.jobs;
  }

  /** Something else the suite opened, closed by `stop()` before the database goes. */
  closeAtStop(close: () => Promise<unknown>): void {
    this.cleanups.push(close);
  }

  /** A tenant, and with `user` its distributor's login; returns the tenant's id. */
  async seedTenant(tenant: Prisma.TenantUncheckedCreateInput, user?: SeedUser): Promise<string> {
    const { id } = await this.prisma.tenant.create({ data: tenant });
    if (user) await this.prisma.user.create({ data: { tenant_id: id, ...user, password_hash: 'unused' } });
    return id;
  }

  async stop(): Promise<void> {
    for (const { app, jobs } of this.workers) {
      await app.close();
      await emptyQueues(jobs);
      await jobs.close();
    }
    if (this.jobs) {
      await emptyQueues(this.jobs);
      await this.jobs.close();
    }
    for (const close of this.cleanups) await close();
    await this.service?.onApplicationShutdown();
    await this.catcher?.close();
    await this.prisma.$disconnect();
    await sessionsGone(this.db.url);
    await this.db.drop();
  }
}

/**
 * Waits (a few seconds at most) until no other session is connected to the database. A pool's `end()`
 * resolves before its connections have closed, and a connection the drop (`WITH (FORCE)`) terminates on
 * its way out fails the suite with an unhandled error after every test passed.
 */
async function sessionsGone(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const deadline = Date.now() + 5_000; Date.now() < deadline;) {
      const { rows } = await client.query<{ others: number }>(
        `SELECT count(*)::int AS others FROM pg_stat_activity
         WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      );
      if (rows[0].others === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}

async function emptyQueues(jobs: JobQueue): Promise<void> {
  for (const queue of Object.values(QUEUES)) await jobs.queue(queue).obliterate({ force: true });
}
