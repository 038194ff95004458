import { DelayedError, type Job } from 'bullmq';

/**
 * Puts the running job back in the delayed set until `at` (same job, same id): how a per-tenant job (a custom
 * or sending domain's DNS check, a certificate order) waits for its next turn. Throws BullMQ's DelayedError,
 * which tells the worker not to complete it. Without a job (a direct call, as in tests) it just returns.
 */
export async function delayUntil(job: Job | undefined, token: string | undefined, at: Date): Promise<void> {
  if (!job || !token) return;
  await job.moveToDelayed(at.getTime(), token);
  throw new DelayedError();
}
