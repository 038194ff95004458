import { redactText } from '@ds/observability';
import { UnrecoverableError } from 'bullmq';
import { PermanentFailure } from '../infra/jobs/outcomes.js';

/**
 * The error a failed job is settled with. BullMQ keeps its message and stack in Redis, where the queue
 * dashboard shows them: an address in an SMTP reply or a signed link's query must not be kept there, any more
 * than in a log line (docs/operations.md "Logs"). A permanent failure becomes BullMQ's UnrecoverableError
 * (no retry).
 */
export function redactedFailure(err: unknown): Error {
  const message = redactText(err instanceof Error ? err.message : String(err));
  if (err instanceof PermanentFailure) return new UnrecoverableError(message);
  if (!(err instanceof Error)) return new Error(message);
  err.message = message;
  if (err.stack) err.stack = redactText(err.stack);
  return err;
}
