import { FlowProducer, Queue, type JobsOptions, type ConnectionOptions } from 'bullmq';
import { JOB_QUEUE, type JobName, type JobPayloads, type QueueName } from './contract.js';

export interface EnqueueRequest<N extends JobName> {
  name: N;
  data: JobPayloads[N];
  /** De-duplication key: a job with the same id is not added twice while it exists. BullMQ forbids ':' in it. */
  jobId?: string;
  delayMs?: number;
}

/** Retry policy per job: attempts and exponential backoff, owned here and nowhere else. */
const RETRY: { [N in JobName]: Pick<JobsOptions, 'attempts' | 'backoff'> } = {
  'mail.transactional': { attempts: 5, backoff: { type: 'exponential', delay: 2_000 } },
  'mail.autoresponder': { attempts: 5, backoff: { type: 'exponential', delay: 5_000 } },
  'mail.domain-notice': { attempts: 5, backoff: { type: 'exponential', delay: 5_000 } },
  'mail.notification': { attempts: 5, backoff: { type: 'exponential', delay: 5_000 } },
  // Idempotent (ON CONFLICT DO NOTHING), so a retry after a partial run only fills the gaps.
  'notifications.fanout': { attempts: 8, backoff: { type: 'exponential', delay: 2_000 } },
  // The domain jobs keep their business schedule (next check, ACME backoff) in PostgreSQL and re-delay
  // themselves; these attempts only cover infrastructure failures (database or Redis unreachable).
  'dns.verify': { attempts: 5, backoff: { type: 'exponential', delay: 5_000 } },
  'certificate.issue': { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  'certificate.renew': { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
};

/**
 * How long a completed job is kept. Its id de-duplicates only while it is kept, so a job queued once
 * per tenant keeps every completed job for a week instead of the last 1,000 (a re-run fan-out re-adds
 * up to one per tenant and must find them all).
 */
const KEEP_COMPLETED: Partial<Record<JobName, JobsOptions['removeOnComplete']>> = {
  'mail.notification': { age: 7 * 24 * 3600 },
};

export function jobOptions<N extends JobName>(req: EnqueueRequest<N>): JobsOptions {
  return {
    ...RETRY[req.name],
    jobId: req.jobId,
    delay: req.delayMs,
    removeOnComplete: KEEP_COMPLETED[req.name] ?? { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 7 * 24 * 3600 },
  };
}

/**
 * The only way to enqueue work. Holds one BullMQ Queue per queue name (created lazily).
 */
export class JobQueue {
  private readonly queues = new Map<QueueName, Queue>();
  private flows?: FlowProducer;

  constructor(
    private readonly connection: ConnectionOptions,
    private readonly prefix = 'ds',
  ) {}

  queue(name: QueueName): Queue {
    let q = this.queues.get(name);
    if (!q) {
      q = new Queue(name, { connection: this.connection, prefix: this.prefix });
      this.queues.set(name, q);
    }
    return q;
  }

  async add<N extends JobName>(req: EnqueueRequest<N>): Promise<string | undefined> {
    const job = await this.queue(JOB_QUEUE[req.name]).add(req.name, req.data, jobOptions(req));
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
      const jobs = await this.queue(name).addBulk(indexes.map((i) => ({ name: reqs[i].name, data: reqs[i].data, opts: jobOptions(reqs[i]) })));
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
    this.flows ??= new FlowProducer({ connection: this.connection, prefix: this.prefix });
    await this.flows.add({
      name: parent.name,
      queueName: JOB_QUEUE[parent.name],
      data: parent.data,
      opts: jobOptions(parent),
      children: children.map((child) => ({ name: child.name, queueName: JOB_QUEUE[child.name], data: child.data, opts: jobOptions(child) })),
    });
  }

  /**
   * Makes the job with this (deterministic) id run as soon as possible: a delayed one is promoted, a
   * finished one (kept for inspection) is replaced, a waiting or running one is left alone.
   */
  async runNow<N extends JobName>(req: EnqueueRequest<N> & { jobId: string }): Promise<'added' | 'promoted' | 'queued'> {
    const queue = this.queue(JOB_QUEUE[req.name]);
    const existing = await queue.getJob(req.jobId);
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
  async ensure<N extends JobName>(req: EnqueueRequest<N> & { jobId: string }): Promise<boolean> {
    const queue = this.queue(JOB_QUEUE[req.name]);
    const existing = await queue.getJob(req.jobId);
    if (existing) {
      const state = await existing.getState();
      if (state !== 'completed' && state !== 'failed' && state !== 'unknown') return false;
      await existing.remove().catch(() => undefined);
    }
    await this.add(req);
    return true;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.queues.clear();
    await this.flows?.close();
    this.flows = undefined;
  }
}
