import type { JobResult } from '@ds/jobs';

/**
 * Thrown by a handler (or the mail transport) when trying again cannot help: a 5xx SMTP answer (no
 * such mailbox, message refused). The outbox row is failed at once, without the retry schedule.
 */
export class PermanentFailure extends Error {
  override readonly name = 'PermanentFailure';
}

/**
 * Thrown by a handler whose work is under way elsewhere (the fan-out's shard jobs): the outbox row stays
 * owed and its job runs again at `at`, when the handler checks whether the work got done. A job that
 * carries no outbox row simply completes with `result`.
 */
export class RecheckLater extends Error {
  override readonly name = 'RecheckLater';
  constructor(
    readonly at: Date,
    readonly result: JobResult,
  ) {
    super(`under way; checking again at ${at.toISOString()}`);
  }
}
