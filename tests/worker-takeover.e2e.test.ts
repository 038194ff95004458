import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import argon2 from 'argon2';
import { Queue } from 'bullmq';
import { outboxJobId, QUEUES } from '@ds/jobs';
import { startOutageMailbox, type OutageMailbox } from './support/outage-mailbox.js';
import { mailSettled } from './support/settled.js';
import { startStack, waitFor, type Stack, type StackProcess } from './support/stack.js';

/** The defaults of JOB_LOCK_SECONDS (8) and JOB_STALLED_CHECK_SECONDS (3): a dead worker's job is back within lock + check. */
const TAKEOVER_BUDGET_MS = 15_000;
const WORKERS = ['worker', 'worker-2'] as const;

const pidOf = (processedBy: string | undefined) => Number(processedBy?.split('#').pop());

/**
 * A worker killed with SIGKILL in the middle of a job (docs/outbox.md, docs/operations.md "Recovery
 * figures"): the built api and two worker processes with the default lock settings; the SMTP server holds the
 * message so the job is certainly running when its worker dies. The other worker takes the job over once its
 * lock lapses, and the email reaches the server exactly once (counted there).
 */
describe('a worker killed mid-job', () => {
  let smtp: OutageMailbox;
  let stack: Stack;
  let queue: Queue;
  let adminToken: string;

  beforeAll(async () => {
    smtp = await startOutageMailbox();
    stack = await startStack({ SMTP_URL: smtp.url, MAIL_FROM: 'Distributor Sites <no-reply@sites.test>' }, { workers: 2 });
    queue = new Queue(QUEUES.mail, { connection: { url: stack.env.REDIS_URL }, prefix: stack.env.REDIS_PREFIX });
    await stack.prisma.admin.create({
      data: { name: 'Root', email: 'root@example.com', password_hash: await argon2.hash('admin-pass-1', { type: argon2.argon2id }) },
    });
    const login = await fetch(`${stack.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'root@example.com', password: 'admin-pass-1' }),
    });
    expect(login.status).toBe(200);
    adminToken = ((await login.json()) as { token: string }).token;
  }, 400_000);

  afterAll(async () => {
    await queue?.close();
    await stack?.stop();
    await smtp?.close();
  });

  it(`is taken over by the other worker within ${TAKEOVER_BUDGET_MS / 1000} s, and its email is delivered once`, async () => {
    const address = 'crash-me@example.org';
    const held = smtp.hold();
    const created = await fetch(`${stack.url}/api/admin/create-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ first_name: 'Crash', last_name: 'Test', email: address, subdomain: 'crashme' }),
    });
    expect(created.status).toBe(201);
    await held.started; // a worker is mid-send, waiting for the server's answer

    const row = await stack.prisma.outboxMessage.findFirstOrThrow({ where: { recipient: address } });
    const jobId = outboxJobId(row.id);
    const victimPid = pidOf((await queue.getJob(jobId))?.processedBy);
    const victim: StackProcess = WORKERS.find((name) => stack.pid(name) === victimPid)!;
    expect(victim).toBeDefined();
    const survivorPid = stack.pid(WORKERS.find((name) => name !== victim)!);

    const killedAt = performance.now();
    await stack.kill(victim);
    await held.clientGone();
    held.release(); // the dead worker never heard the answer: the server drops that copy

    let takenOverMs = NaN;
    await waitFor(
      async () => {
        const job = await queue.getJob(jobId);
        const onSurvivor = pidOf(job?.processedBy) === survivorPid && ['active', 'completed'].includes((await job?.getState()) ?? '');
        if (onSurvivor && Number.isNaN(takenOverMs)) takenOverMs = performance.now() - killedAt;
        return onSurvivor;
      },
      60_000,
      () => stack.logs.slice(-20).join(''),
    );
    await smtp.waitForCount((m) => m.to.includes(address), 1, 30_000);
    const deliveredMs = smtp.to(address)[0].at - (Date.now() - (performance.now() - killedAt));
    await mailSettled(stack, 60_000);

    console.log(
      `[worker takeover] SIGKILL mid-send, JOB_LOCK_SECONDS=8, JOB_STALLED_CHECK_SECONDS=3: job active on the other worker ` +
        `${(takenOverMs / 1000).toFixed(1)} s after the kill, email delivered ${(deliveredMs / 1000).toFixed(1)} s ` +
        `after; copies at the server: ${smtp.to(address).length}`,
    );
    expect(takenOverMs).toBeLessThanOrEqual(TAKEOVER_BUDGET_MS);
    expect(smtp.to(address)).toHaveLength(1);
    // Taken over from the lapsed claim (a second attempt of the same row), not sent again as a new email.
    expect(await stack.prisma.outboxMessage.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'done', attempts: 2 });
  }, 120_000);
});
