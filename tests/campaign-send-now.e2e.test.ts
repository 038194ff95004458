import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JobQueue, QUEUES } from '@ds/jobs';
import { startMailbox } from './support/mailbox.js';
import { startStack, waitFor, type Stack } from './support/stack.js';

/**
 * "Send now" starts the campaign at once (`campaigns.start`, recorded in the outbox with the API's
 * update), not at the next scheduler tick: here the tick runs once an hour, so only the immediate start
 * can deliver within seconds. Built api + worker, real PostgreSQL, Redis and SMTP server. (Both firing —
 * the immediate start and a tick every second — is tests/campaign-loop.e2e.test.ts: once each there.)
 */
describe('campaigns: send now does not wait for the tick', () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let token: string;
  let tenantId: string;

  const api = (method: string, path: string, body?: unknown) =>
    fetch(`${stack.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    mailbox = await startMailbox();
    stack = await startStack({ SMTP_URL: mailbox.url, CAMPAIGN_TICK_SECONDS: '3600' });
    const signup = await fetch(`${stack.url}/api/users/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Nora',
        last_name: 'Now',
        email: 'nora@example.com',
        password: 'nora-password-1',
        subdomain: 'nora',
      }),
    });
    expect(signup.status).toBe(201);
    ({ token, tenant_id: tenantId } = (await signup.json()) as { token: string; tenant_id: string });
    // No campaign goes out without the distributor's postal address (printed in its footer).
    await stack.prisma.tenant.update({ where: { id: tenantId }, data: { address: '9 Market Street, Springfield' } });
    await stack.prisma.subscriber.createMany({
      data: ['a', 'b', 'c'].map((n) => ({
        tenant_id: tenantId,
        email: `${n}@example.org`,
        status: 'confirmed' as const,
        confirmed_at: new Date(),
      })),
    });
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
    await mailbox?.close();
  }, 30_000);

  it('delivers within seconds, once to each confirmed subscriber, and closes the campaign', async () => {
    // The boot tick (the first slot's) has run, so nothing but the send-now start can start this one.
    const campaignJobs = new JobQueue({ url: stack.env.REDIS_URL }, stack.env.REDIS_PREFIX);
    try {
      await waitFor(
        async () => (await campaignJobs.queue(QUEUES.campaigns).getJobs(['completed'])).some((job) => job?.name === 'campaigns.tick'),
        30_000,
        () => stack.logs.join(''),
      );
    } finally {
      await campaignJobs.close();
    }
    const created = await api('POST', `/tenants/${tenantId}/campaigns`, { subject: 'Right now', content: '<p>Hello.</p>' });
    const { id } = (await created.json()) as { id: string };
    const started = Date.now();
    expect((await api('POST', `/tenants/${tenantId}/campaigns/${id}/send`, {})).status).toBe(200);
    const mails = () => mailbox.messages.filter((m) => m.subject === 'Right now');
    await waitFor(
      () => mails().length >= 3,
      15_000,
      () => mailbox.messages.map((m) => m.subject).join(', '),
    );
    const elapsed = Date.now() - started;
    console.log(`[send now] 3 recipients delivered ${elapsed} ms after the send request (tick every 3600 s)`);
    await waitFor(async () => (await stack.prisma.campaign.findUniqueOrThrow({ where: { id } })).status === 'sent', 15_000);
    expect(
      mails()
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(['a@example.org', 'b@example.org', 'c@example.org']);
    expect(await stack.prisma.campaignRecipient.count({ where: { campaign_id: id } })).toBe(3);
    const owed = await stack.prisma.outboxMessage.findMany({ where: { name: 'campaigns.start' } });
    expect(owed.map((o) => [o.payload, o.status])).toEqual([[{ campaignId: id, tenantId }, 'done']]);

    // A scheduled send is not started early: no immediate start is owed for it.
    const later = (await (await api('POST', `/tenants/${tenantId}/campaigns`, { subject: 'Later', content: '<p>Hi.</p>' })).json()) as {
      id: string;
    };
    const at = new Date(Date.now() + 60 * 60_000).toISOString();
    expect((await api('POST', `/tenants/${tenantId}/campaigns/${later.id}/send`, { scheduled_at: at })).status).toBe(200);
    expect(await stack.prisma.outboxMessage.count({ where: { name: 'campaigns.start' } })).toBe(1);
  }, 60_000);
});
