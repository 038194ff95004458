import { SetMetadata } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { JobName, JobPayloads, JobResult } from '@ds/jobs';

export const JOB_HANDLER_METADATA = 'ds:job-handler';

/** The BullMQ job a handler receives, typed by its name. */
export type TypedJob<N extends JobName> = Job<JobPayloads[N], JobResult, N>;

/**
 * `token` is the worker's lock on the job; a handler needs it only to re-delay its own job
 * (`job.moveToDelayed(at, token)` + `DelayedError`, see `jobs/delay-until.ts`).
 */
export type JobHandlerFn<N extends JobName> = (data: JobPayloads[N], job: TypedJob<N>, token?: string) => Promise<JobResult>;

/**
 * Marks a provider method as the handler of one job (immich's `@OnJob`). The method's signature is
 * checked against the job's payload type, and the `JobRunner` finds it at boot through discovery.
 */
export function JobHandler<N extends JobName>(name: N) {
  const setMetadata = SetMetadata(JOB_HANDLER_METADATA, name);
  return <F extends JobHandlerFn<N>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<F>): void => {
    setMetadata(target, key, descriptor);
  };
}
