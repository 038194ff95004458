import type { JobQueue, JobResult, QueueName } from '@ds/jobs';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns something truthy and returns that; fails naming `what` after `timeoutMs`. */
export async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(50);
  }
}

/** A job once it has finished: its state, what its handler returned, and why it failed. */
export async function settledJob(jobs: JobQueue, queueName: QueueName, id: string, timeoutMs = 10_000) {
  const queue = jobs.queue(queueName);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await queue.getJobState(id);
    if (state === 'completed' || state === 'failed') {
      // Read after the state settled: a job fetched while active has no return value yet.
      const job = await queue.getJob(id);
      return { state, result: job!.returnvalue as JobResult, error: job!.failedReason };
    }
    if (Date.now() > deadline) throw new Error(`job ${id} still ${state} after ${timeoutMs} ms`);
    await pause(25);
  }
}

/** What a job's handler returned, once the job completed; fails when it failed. */
export async function jobResult(jobs: JobQueue, queueName: QueueName, id: string, timeoutMs = 10_000): Promise<JobResult> {
  const { state, result, error } = await settledJob(jobs, queueName, id, timeoutMs);
  if (state === 'failed') throw new Error(`job ${id} failed: ${error}`);
  return result;
}
