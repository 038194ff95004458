import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startStack, type Stack } from './support/stack.js';
import { startMailbox } from './support/mailbox.js';

describe('storefront autoresponders through the worker', () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  const distributor = 'dana@example.com';
  const post = (path: string, body: unknown) =>
    fetch(`${stack.url}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-tenant-domain': 'dana.localhost' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    mailbox = await startMailbox();
    stack = await startStack({ SMTP_URL: mailbox.url });
    const signup = await fetch(`${stack.url}/api/users/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Dana', last_name: 'Seller', email: distributor, password: 'dana-password-1', subdomain: 'dana' }),
    });
    expect(signup.status).toBe(201);
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
    await mailbox?.close();
  });

  it("sends a new subscriber the distributor's message, with a working unsubscribe link", async () => {
    const tenant = await stack.prisma.tenant.findUniqueOrThrow({ where: { subdomain: 'dana' } });
    await stack.prisma.subscriberMessage.create({ data: { tenant_id: tenant.id, subject: 'Thanks for joining Dana!', body: 'Expect one email a month.' } });

    const res = await post('/newsletters/subscribe', { email: 'fan@example.com' });
    expect(res.status).toBe(201);
    const mail = await mailbox.next('fan@example.com');
    expect(mail.subject).toBe('Thanks for joining Dana!');
    expect(mail.body).toContain('Expect one email a month.');
    expect(mail.raw).toMatch(/^Reply-To: .*dana@example\.com/im);

    const link = /https?:\/\/[^\s"<>]+\/api\/newsletters\/unsubscribe\?sid=[^\s"<>&]+&(?:amp;)?sig=[A-Za-z0-9_-]+/.exec(mail.body)?.[0].replace('&amp;', '&');
    expect(link).toBeDefined();
    const url = new URL(link!);
    const page = await fetch(`${stack.url}${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('You have been unsubscribed');
    const sub = await stack.prisma.subscriber.findFirstOrThrow({ where: { email: 'fan@example.com' } });
    expect(sub.unsubscribed_at).not.toBeNull();
  }, 60_000);

  it('tells the distributor about a new lead, replying to the visitor', async () => {
    const res = await post('/site/leads', { name: 'Vera Visitor', email: 'vera@example.com', message: 'Please call me about <b>joining</b>.' });
    expect(res.status).toBe(201);
    const mail = await mailbox.next(distributor);
    expect(mail.subject).toBe('New lead from Vera Visitor');
    expect(mail.raw).toMatch(/^Reply-To: .*vera@example\.com/im);
    expect(mail.body).toContain('Please call me about &lt;b&gt;joining&lt;/b&gt;.');
  }, 60_000);
});
