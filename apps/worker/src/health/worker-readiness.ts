import type { PrismaClient } from '@ds/db';
import type { Probe } from '@ds/observability';

/** How long readiness waits for PostgreSQL's answer: below the probe's own timeout (deploy/kubernetes, 3 s). */
const DATABASE_ANSWER_MS = 2_000;

/**
 * The worker's `GET /health/ready` (docs/operations.md "Health"): taking jobs from Redis, and PostgreSQL
 * answering `SELECT 1` within DATABASE_ANSWER_MS. Nearly every job reads or writes PostgreSQL, so a worker that
 * cannot reach it would only fail and retry the jobs it takes; not ready, a rollout waits for it and a drain
 * counts it as down.
 */
export function workerReadiness(isConsuming: () => boolean, db: PrismaClient): Probe {
  return async () => {
    if (!isConsuming()) return { ok: false, reason: 'not connected to Redis, or stopping' };
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.$queryRaw`SELECT 1`,
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_ANSWER_MS} ms`)), DATABASE_ANSWER_MS);
        }),
      ]);
      return { ok: true };
    } catch (err) {
      return { ok: false, reason: `PostgreSQL: ${err instanceof Error ? err.message : String(err)}` };
    } finally {
      clearTimeout(timer);
    }
  };
}
