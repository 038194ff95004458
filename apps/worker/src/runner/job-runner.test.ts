import { describe, expect, it } from '@jest/globals';
import { Injectable, Module, type Type } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { APP_CONFIG, loadConfig } from '@ds/config';
import { JOB_NAMES, type JobPayloads } from '@ds/jobs';
import { OutboxExecutor } from '../outbox/outbox-executor.js';
import { WorkerMetrics } from '../infra/metrics/worker-metrics.js';
import { DEFAULT_WORKER_OPTIONS, WORKER_OPTIONS } from '../worker-options.js';
import { JobHandler } from '../jobs/job-handler.decorator.js';
import { buildHandlerMap } from './job-handler.registry.js';
import { JobRunner } from './job-runner.service.js';

const config = loadConfig({
  DATABASE_URL: 'postgresql://unused@127.0.0.1:1/none',
  REDIS_URL: 'redis://127.0.0.1:1',
  JWT_SECRET: 'x'.repeat(32),
});

/** A worker-shaped module holding just the runner and the given handler providers. */
function bootWith(...handlers: Type[]) {
  @Module({
    imports: [DiscoveryModule],
    providers: [
      { provide: APP_CONFIG, useValue: config },
      { provide: WORKER_OPTIONS, useValue: DEFAULT_WORKER_OPTIONS },
      { provide: OutboxExecutor, useValue: {} },
      WorkerMetrics,
      JobRunner,
      ...handlers,
    ],
  })
  class TestWorkerModule {}
  return NestFactory.createApplicationContext(TestWorkerModule, { logger: false, abortOnError: false });
}

@Injectable()
class UnrelatedService {
  doSomething(): string {
    return 'not a job';
  }
}

@Injectable()
class FirstMailHandler {
  @JobHandler('mail.transactional')
  async send(_data: JobPayloads['mail.transactional']): Promise<string> {
    return Promise.resolve('first');
  }
}

@Injectable()
class SecondMailHandler {
  @JobHandler('mail.transactional')
  async handle(_data: JobPayloads['mail.transactional']): Promise<string> {
    return Promise.resolve('second');
  }
}

describe('JobRunner discovery', () => {
  it('refuses to start, naming the job, when a job of the contract has no handler', async () => {
    await expect(bootWith(UnrelatedService)).rejects.toThrow(/no handler for job "mail\.transactional"/);
  });

  it('refuses to start, naming both handlers, when two handlers claim one job', async () => {
    await expect(bootWith(FirstMailHandler, SecondMailHandler)).rejects.toThrow(
      /job "mail\.transactional" has 2 handlers \(FirstMailHandler\.send, SecondMailHandler\.handle\)/,
    );
  });
});

describe('buildHandlerMap', () => {
  const handler = (name: string, owner: string) => ({ name, owner, run: () => Promise.resolve(owner) });

  it('maps each job name to its one handler', async () => {
    const others = JOB_NAMES.filter((name) => name !== 'mail.transactional' && name !== 'mail.autoresponder').map((name) =>
      handler(name, `${name}.run`),
    );
    const map = buildHandlerMap([handler('mail.transactional', 'A.send'), handler('mail.autoresponder', 'B.send'), ...others]);
    expect([...map.keys()].sort()).toEqual([...JOB_NAMES].sort());
    await expect(map.get('mail.transactional')!.run({}, {} as never)).resolves.toBe('A.send');
    await expect(map.get('mail.autoresponder')!.run({}, {} as never)).resolves.toBe('B.send');
  });

  it('requires a handler for every job of the contract', () => {
    expect(() => buildHandlerMap([handler('mail.transactional', 'A.send')])).toThrow(/no handler for job "mail\.autoresponder"/);
  });

  it('rejects a handler for a name that is not a job', () => {
    expect(() => buildHandlerMap([handler('mail.transactional', 'A.send'), handler('mail.bogus', 'B.run')])).toThrow(
      /B\.run handles "mail\.bogus", which is not a job of @ds\/jobs/,
    );
  });
});
