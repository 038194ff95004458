import { trace } from '@opentelemetry/api';
import { FlowProducer, Queue, type JobsOptions, type ConnectionOptions } from 'bullmq';
import { JOB_QUEUE, jobIdOf, type JobName, type JobPayloads, type KeyedJobName, type QueueName } from './contract.js';
import { outboxJobId, type OutboxEntry } from './outbox.js';
import { withTraceContext, type TraceCarrier } from './trace-context.js';

const tracer = trace.getTracer('@ds/jobs');

export interface EnqueueRequest<N extends JobName> {
  name: N;
  data: JobPayloads[N];
  /**
   * Overrides the id the contract derives from the payload (`JOB_ID`), e.g. a test's one-off run. A job
   * with the same id is not added twice while it exists. BullMQ forbids ':' in it.
   */
  jobId?: string;
  delayMs?: number;
  /** The outbox row this job carries out: its id goes into the job data, and the job id is `outbox-<id>`. */
  outboxId?: string;
}

/**
 * Retry policy per job: attempts and exponential backoff, owned here and nowhere else. For a job that
 * carries an outbox row these cover only infrastructure failures (PostgreSQL unreachable): the worker's
 * outbox executor schedules the business retries (SMTP down for hours) from the row, and the sweeper
 * re-queues a row whose job gave up.
 */
const RETRY: { [N in JobName]: Pick<JobsOptions, 'attempts' | 'backoff'> } = {
  'mail.transactional': { attempts: 5, backoff: { type: 'exponential', delay: 2_000 } },
  'mail.autoresponder': { attempts: 5, backoff: { type: 'exponential', delay: 5_000 } },
  'mail.domain-notice': { attempts: 5, backoff: { type: 'exponential', delay: 5_000 } },
  'mail.notification': { attempts: 5, backoff: { type: 'exponential', delay: 5_000 } },
  'mail.campaign-test': { attempts: 5, backoff: { type: 'exponential', delay: 5_000 } },
  // Idempotent (ON CONFLICT DO NOTHING), so a retry after a partial run only fills the gaps.
  'notifications.fanout': { attempts: 8, backoff: { type: 'exponential', delay: 2_000 } },
  // The domain jobs keep their business schedule (next check, ACME backoff) in PostgreSQL and re-delay
  // themselves; these attempts only cover infrastructure failures (database or Redis unreachable).
  'dns.verify': { attempts: 5, backoff: { type: 'exponential', delay: 5_000 } },
  'sending-domain.verify': { attempts: 5, backoff: { type: 'exponential', delay: 5_000 } },
  'mail.sending-domain-notice': { attempts: 5, backoff: { type: 'exponential', delay: 5_000 } },
  'mail.sending-paused': { attempts: 5, backoff: { type: 'exponential', delay: 5_000 } },
  'mail.follow-up-digest': { attempts: 5, backoff: { type: 'exponential', delay: 5_000 } },
  // A lost or failed check is asked for again by the worker's sweep while one is owed (docs/deliverability.md §2).
  'deliverability.check': { attempts: 3, backoff: { type: 'exponential', delay: 5_000 } },
  'certificate.issue': { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  'certificate.renew': { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  // The recipients' ledger in PostgreSQL decides what is owed; a failed tick is simply the next one,
  // and a lane that failed is queued again by the tick.
  'campaigns.tick': { attempts: 1 },
  'campaigns.send': { attempts: 3, backoff: { type: 'exponential', delay: 2_000 } },
  // A failed immediate start is left to the next tick, which starts the same campaign the same way.
  'campaigns.start': { attempts: 1 },
};

/** The job's id: its outbox row's, else the caller's override, else the one the contract derives. */
function idOf<N extends JobName>(req: EnqueueRequest<N>): string | undefined {
  if (req.outboxId) return outboxJobId(req.outboxId);
  return req.jobId ?? jobIdOf(req.name, req.data);
}

export function jobOptions<N extends JobName>(req: EnqueueRequest<N>): JobsOptions {
  return {
    ...RETRY[req.name],
    jobId: idOf(req),
    delay: req.delayMs,
    // An outbox row outlives its job and de-duplicates by itself; other ids de-duplicate while kept.
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  };
}

/** The job data: the payload, plus the outbox row's id when the job carries one out. */
function jobData<N extends JobName>(req: EnqueueRequest<N>): JobPayloads[N] {
  // An outbox row's payload carries the trace of the request that recorded it; other jobs take the current one.
  const data = req.outboxId ? { ...req.data, outboxId: req.outboxId } : req.data;
  return (data as TraceCarrier).traceparent ? data : withTraceContext(data);
}

/** The id of a job that has one; `runNow` and `ensure` find the job by it. */
function keyedId<N extends KeyedJobName>(req: EnqueueRequest<N>): string {
  const id = idOf(req);
  if (!id) throw new Error(`a ${req.name} job has no id to find it by`);
  return id;
}

/** How often connection trouble is reported (ioredis retries every few seconds during an outage). */
const ERROR_REPORT_INTERVAL_MS = 60_000;

/**
 * The only way to enqueue work. Holds one BullMQ Queue per queue name (created lazily).
 * `onError` hears of connection trouble (Redis away), at most once a minute; each call that needs Redis
 * still fails on its own.
 */
export class JobQueue {
  private readonly queues = new Map<QueueName, Queue>();
  private flows?: FlowProducer;
  private lastErrorReport = 0;

  constructor(
    private readonly connection: ConnectionOptions,
    private readonly prefix = 'ds',
    private readonly onError: (err: Error) => void = (err) => console.warn(`job queue: ${err.message}`),
  ) {}

  queue(name: QueueName): Queue {
    let q = this.queues.get(name);
    if (!q) {
      q = new Queue(name, { connection: this.connection, prefix: this.prefix });
      // Without a listener BullMQ prints every reconnect attempt's error.
      q.on('error', (err: Error) => this.reportError(err));
      this.queues.set(name, q);
    }
    return q;
  }

  private reportError(err: Error): void {
    if (Date.now() - this.lastErrorReport < ERROR_REPORT_INTERVAL_MS) return;
    this.lastErrorReport = Date.now();
    this.onError(err);
  }

  async add<N extends JobName>(req: EnqueueRequest<N>): Promise<string | undefined> {
    const job = await this.queue(JOB_QUEUE[req.name]).add(req.name, jobData(req), jobOptions(req));
    return job.id;
  }

  /**
   * Adds many jobs in one round trip per queue (BullMQ `addBulk`, atomic per queue). A job whose id
   * exists is left as it is, as with `add`. Resolves with the ids, in the order of `reqs`.
   */
  async addBulk<N extends JobName>(reqs: readonly EnqueueRequest<N>[]): Promise<(string | undefined)[]> {
    const byQueue = new Map<QueueName, number[]>();
    reqs.forEach((req, i) => {
      const q = JOB_QUEUE[req.name];
      const list = byQueue.get(q) ?? [];
      list.push(i);
      byQueue.set(q, list);
    });
    const ids: (string | undefined)[] = new Array<string | undefined>(reqs.length);
    for (const [name, indexes] of byQueue) {
      const jobs = await this.queue(name).addBulk(
        indexes.map((i) => ({ name: reqs[i].name, data: jobData(reqs[i]), opts: jobOptions(reqs[i]) })),
      );
      jobs.forEach((job, k) => (ids[indexes[k]] = job.id));
    }
    return ids;
  }

  /**
   * Adds `children` and a `parent` that runs once every child has completed (a BullMQ flow). A child
   * that fails for good leaves the parent waiting, visible in the queue dashboard; retrying that child
   * lets the parent run.
   */
  async addFlow<P extends JobName, C extends JobName>(parent: EnqueueRequest<P>, children: readonly EnqueueRequest<C>[]): Promise<void> {
    if (!this.flows) {
      this.flows = new FlowProducer({ connection: this.connection, prefix: this.prefix });
      this.flows.on('error', (err: Error) => this.reportError(err));
    }
    await this.flows.add({
      name: parent.name,
      queueName: JOB_QUEUE[parent.name],
      data: parent.data,
      opts: jobOptions(parent),
      children: children.map((child) => ({
        name: child.name,
        queueName: JOB_QUEUE[child.name],
        data: child.data,
        opts: jobOptions(child),
      })),
    });
  }

  /**
   * Makes the job with this (deterministic) id run as soon as possible: a delayed one is promoted, a
   * finished one (kept for inspection) is replaced, a waiting or running one is left alone.
   */
  async runNow<N extends KeyedJobName>(req: EnqueueRequest<N>): Promise<'added' | 'promoted' | 'queued'> {
    const queue = this.queue(JOB_QUEUE[req.name]);
    const existing = await queue.getJob(keyedId(req));
    if (existing) {
      const state = await existing.getState();
      if (state === 'delayed') {
        // Promote can lose a race with the job becoming due by itself; either way it now waits.
        await existing.promote().catch(() => undefined);
        return 'promoted';
      }
      if (state !== 'completed' && state !== 'failed' && state !== 'unknown') return 'queued';
      await existing.remove().catch(() => undefined);
    }
    await this.add({ ...req, delayMs: undefined });
    return 'added';
  }

  /**
   * Makes sure a job with this id exists (waiting, delayed or running); when it is missing or finished,
   * adds it with `delayMs`. What a sweeper calls to restore triggers lost with Redis data.
   */
  async ensure<N extends KeyedJobName>(req: EnqueueRequest<N>): Promise<boolean> {
    const queue = this.queue(JOB_QUEUE[req.name]);
    const existing = await queue.getJob(keyedId(req));
    if (existing) {
      const state = await existing.getState();
      if (state !== 'completed' && state !== 'failed' && state !== 'unknown') return false;
      await existing.remove().catch(() => undefined);
    }
    await this.add(req);
    return true;
  }

  /**
   * Queues the job of a recorded outbox row, to run at its `runAt`, unless a job for the row is already
   * waiting, delayed or running (`outbox-<id>`); a finished job of a row still owed (a failed enqueue
   * attempt, a row an admin retries) is replaced. Idempotent, so the API after a commit and every
   * worker's sweeper may all call it: the row's status, not the number of calls, decides what runs.
   */
  async relay(entry: OutboxEntry, now = Date.now()): Promise<'added' | 'live'> {
    return tracer.startActiveSpan(
      'outbox relay',
      { attributes: { 'messaging.destination.name': JOB_QUEUE[entry.name], 'ds.job.name': entry.name } },
      async (span) => {
        try {
          const queue = this.queue(JOB_QUEUE[entry.name]);
          // The job hash alone (one HGETALL, unlike getState's list scans): no finishedOn means it is live.
          const existing = await queue.getJob(outboxJobId(entry.id));
          if (existing && !existing.finishedOn) return 'live';
          if (existing) await existing.remove().catch(() => undefined);
          await this.add({ name: entry.name, data: entry.data, outboxId: entry.id, delayMs: Math.max(0, entry.runAt.getTime() - now) });
          return 'added';
        } finally {
          span.end();
        }
      },
    );
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.queues.clear();
    await this.flows?.close();
    this.flows = undefined;
  }
}
