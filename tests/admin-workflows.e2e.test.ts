import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import argon2 from 'argon2';
import { startStack, waitFor, type Stack } from './support/stack.js';
import { startMailbox } from './support/mailbox.js';

/**
 * The super-admin's asynchronous work on the built platform (api + worker processes, real SMTP):
 * create-user → UserCreatedByAdmin → mail.transactional welcome → set password → log in;
 * POST /admin/notifications → NotificationSent → notifications.fanout → the distributor's inbox;
 * the queue dashboard behind its session cookie.
 */
describe('super-admin workflows through the worker', () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let adminToken: string;
  const email = 'welcome-me@example.com';

  const call = (method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.url}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    mailbox = await startMailbox();
    stack = await startStack({ SMTP_URL: mailbox.url, MAIL_FROM: 'Distributor Sites <no-reply@sites.test>' });
    await stack.prisma.admin.create({
      data: { name: 'Root', email: 'root@example.com', password_hash: await argon2.hash('admin-pass-1', { type: argon2.argon2id }) },
    });
    const login = await call('POST', '/admin/login', { email: 'root@example.com', password: 'admin-pass-1' });
    expect(login.status).toBe(200);
    adminToken = ((await login.json()) as { token: string }).token;
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
    await mailbox?.close();
  });

  it('creates a user whose welcome email sets a password that logs in', async () => {
    const created = await call(
      'POST',
      '/admin/create-user',
      { first_name: 'Wendy', last_name: 'Welcome', email, subdomain: 'wendy' },
      adminToken,
    );
    expect(created.status).toBe(201);
    const body = (await created.json()) as { tenant_id: string; message: string };
    expect(body.message).toBe('Distributor created. A welcome email with a link to set a password has been sent.');

    const mail = await mailbox.next(email);
    expect(mail.subject).toBe('Welcome to Distributor Sites');
    expect(mail.body).toContain(`http://wendy.localhost:${stack.port}`);
    const link = /http:\/\/localhost:\d+\/reset-password\?token=[A-Za-z0-9_%-]+&(?:amp;)?email=[^\s"<]+/
      .exec(mail.body)?.[0]
      .replace('&amp;', '&');
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.searchParams.get('email')).toBe(email);

    const reset = await call('POST', '/users/reset-password', {
      token: url.searchParams.get('token'),
      email,
      newPassword: 'wendys-choice-1',
    });
    expect(reset.status).toBe(200);
    const login = await call('POST', '/users/login', { email, password: 'wendys-choice-1' });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { tenant_id: string }).tenant_id).toBe(body.tenant_id);
  }, 60_000);

  it("delivers an admin notification to the distributor's inbox as unread", async () => {
    const login = (await (await call('POST', '/users/login', { email, password: 'wendys-choice-1' })).json()) as {
      token: string;
      tenant_id: string;
    };
    const sent = await call('POST', '/admin/notifications', { title: 'New training', message: 'Watch the onboarding video.' }, adminToken);
    expect(sent.status).toBe(201);
    const { notification_id: id } = (await sent.json()) as { notification_id: string };

    let inbox: { notifications: { notification_id: string; title: string; read_at: string | null }[]; unread: number } | undefined;
    await waitFor(
      async () => {
        const res = await call('GET', `/tenants/${login.tenant_id}/notifications`, undefined, login.token);
        inbox = (await res.json()) as typeof inbox;
        return res.status === 200 && inbox!.notifications.some((n) => n.notification_id === id);
      },
      20_000,
      () => JSON.stringify(inbox),
    );
    expect(inbox!.unread).toBe(1);
    expect(inbox!.notifications[0]).toMatchObject({ notification_id: id, title: 'New training', read_at: null });

    await waitFor(async () => !!(await stack.prisma.notification.findUniqueOrThrow({ where: { id } })).fanout_completed_at, 20_000);
    const list = (await (await call('GET', '/admin/notifications', undefined, adminToken)).json()) as {
      notifications: { notification_id: string; recipients: number }[];
    };
    expect(list.notifications.find((n) => n.notification_id === id)?.recipients).toBe(
      await stack.prisma.tenant.count({ where: { subscription_status: 'active' } }),
    );
  }, 60_000);

  it('opens the queue dashboard with a session cookie and shows the fan-out job', async () => {
    expect((await call('GET', '/admin/queues')).status).toBe(401);
    const session = await call('POST', '/admin/queues/session', undefined, adminToken);
    expect(session.status).toBe(200);
    const cookie = session.headers
      .getSetCookie()
      .find((c) => c.startsWith('ds_queues='))!
      .split(';')[0];

    const page = await call('GET', '/admin/queues', undefined, undefined, { cookie });
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<html/i);
    const queues = (await (
      await call('GET', '/admin/queues/api/queues?activeQueue=notifications&status=completed', undefined, undefined, { cookie })
    ).json()) as {
      queues: { name: string; jobs: { name: string }[] }[];
    };
    const notifications = queues.queues.find((q) => q.name === 'notifications');
    expect(notifications?.jobs.some((j) => j.name === 'notifications.fanout')).toBe(true);
  }, 60_000);
});
