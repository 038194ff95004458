import type { Job } from 'bullmq';
import { JOB_NAMES, type JobName, type JobResult } from '@ds/jobs';

/** One `@JobHandler` method found at boot, bound to its provider instance. */
export interface DiscoveredHandler {
  name: string;
  /** `Class.method`, for error messages and logs. */
  owner: string;
  run: (data: unknown, job: Job, token?: string) => Promise<JobResult>;
}

/**
 * Turns the discovered handlers into name → handler, or throws one error listing every problem:
 * a job of the contract with no handler, a job claimed twice, or a handler for a name that is not a job.
 * Failing here keeps a worker from starting and silently leaving one kind of job to pile up.
 */
export function buildHandlerMap(
  found: readonly DiscoveredHandler[],
  required: readonly JobName[] = JOB_NAMES,
): Map<JobName, DiscoveredHandler> {
  const known = new Set<string>(required);
  const byName = new Map<string, DiscoveredHandler[]>();
  for (const handler of found) byName.set(handler.name, [...(byName.get(handler.name) ?? []), handler]);

  const problems: string[] = [];
  for (const name of required) {
    if (!byName.has(name)) problems.push(`no handler for job "${name}" (add a provider method decorated with @JobHandler('${name}'))`);
  }
  for (const [name, handlers] of byName) {
    if (!known.has(name)) problems.push(`${handlers.map((h) => h.owner).join(', ')} handles "${name}", which is not a job of @ds/jobs`);
    else if (handlers.length > 1)
      problems.push(`job "${name}" has ${handlers.length} handlers (${handlers.map((h) => h.owner).join(', ')}); it needs exactly one`);
  }
  if (problems.length) throw new Error(`Worker refuses to start:\n  - ${problems.join('\n  - ')}`);

  return new Map(required.map((name) => [name, byName.get(name)![0]]));
}
