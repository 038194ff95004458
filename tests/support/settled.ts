import { JobQueue, QUEUES } from '@ds/jobs';
import { waitFor, type Stack } from './stack.js';

/**
 * Instead of "wait a while, then check nothing more arrived" (which passes whenever the machine is slow):
 * wait until the pipeline has nothing left that could still deliver, then count.
 */

/** Polls `until` with a view of the stack's queues (its Redis and key prefix), closed afterwards. */
async function withQueues(
  stack: Stack,
  until: (pending: (queue: keyof typeof QUEUES) => Promise<{ name: string; id?: string }[]>) => Promise<void>,
): Promise<void> {
  const jobs = new JobQueue({ url: stack.env.REDIS_URL }, stack.env.REDIS_PREFIX, () => undefined);
  // A suite may restart Redis under it; the reconnect is expected.
  for (const name of Object.values(QUEUES)) jobs.queue(name).on('error', () => undefined);
  try {
    await until(async (queue) => {
      const found = await jobs.queue(QUEUES[queue]).getJobs(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);
      return found.filter((job) => job !== undefined).map((job) => ({ name: job.name, id: job.id }));
    });
  } finally {
    await jobs.close();
  }
}

/**
 * Until every email owed has been dealt with: no outbox row pending (each owed email is a row, written with
 * the request that owes it) and no mail job waiting, running or delayed (a copy in flight, a retry). A job
 * ends only after the SMTP server answered, so what the mailbox holds then is all there will be.
 */
export async function mailSettled(stack: Stack, timeoutMs = 60_000): Promise<void> {
  let state = '';
  await withQueues(stack, (pending) =>
    waitFor(
      async () => {
        const owed = await stack.prisma.outboxMessage.count({ where: { status: 'pending' } });
        const jobs = await pending('mail');
        state = `${owed} outbox row(s) pending, mail jobs ${JSON.stringify(jobs)}`;
        return owed === 0 && jobs.length === 0;
      },
      timeoutMs,
      () => `mail never settled: ${state}\n${stack.logs.slice(-30).join('')}`,
    ),
  );
}

/** Until no campaign lane or start is waiting, running or delayed (the scheduler's ticks keep coming). */
export async function campaignsSettled(stack: Stack, timeoutMs = 60_000): Promise<void> {
  let state = '';
  await withQueues(stack, (pending) =>
    waitFor(
      async () => {
        const jobs = (await pending('campaigns')).filter((job) => job.name !== 'campaigns.tick');
        state = JSON.stringify(jobs);
        return jobs.length === 0;
      },
      timeoutMs,
      () => `campaign jobs still pending: ${state}\n${stack.logs.slice(-30).join('')}`,
    ),
  );
}
