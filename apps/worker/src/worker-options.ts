/**
 * Process-level knobs that are not deployment configuration: tests set them, production keeps the defaults.
 */
export interface WorkerOptions {
  /** BullMQ key prefix; main.ts passes config.REDIS_PREFIX, the same one the API enqueues with. */
  prefix: string;
  /**
   * How long shutdown waits for in-flight jobs before abandoning them. Kept below the usual 30 s
   * container stop timeout so we close cleanly before SIGKILL; an abandoned job's lock expires and
   * BullMQ's stalled check puts it back on the queue for another worker.
   */
  shutdownGraceMs: number;
}

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = {
  prefix: 'ds',
  shutdownGraceMs: 25_000,
};

export const WORKER_OPTIONS = Symbol('WORKER_OPTIONS');
