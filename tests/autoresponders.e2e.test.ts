import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startStack, type Stack } from './support/stack.js';
import { startMailbox, type ReceivedMail } from './support/mailbox.js';
import { mailSettled } from './support/settled.js';
import { simpleParser } from 'mailparser';

/** Subject and From as a mail client shows them (encoded words decoded). */
async function headersOf(mail: ReceivedMail) {
  const parsed = await simpleParser(mail.raw);
  return { subject: parsed.subject, from: parsed.from?.value, replyTo: parsed.replyTo?.value };
}
const SITE_SENDER = [{ name: 'Dana’s Daily Greens', address: 'no-reply@localhost' }];

describe('storefront autoresponders through the worker', () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  const distributor = 'dana@example.com';
  const post = (path: string, body: unknown) =>
    fetch(`${stack.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-domain': 'dana.localhost' },
      body: JSON.stringify(body),
    });
  const mailsTo = (address: string) => mailbox.messages.filter((m) => m.to.includes(address));
  /** The link as the email carries it, opened against the stack (the email names the storefront's host). */
  const open = (link: string, method = 'GET') => {
    const url = new URL(link.replace(/&amp;/g, '&'));
    return fetch(`${stack.url}${url.pathname}${url.search}`, { method, redirect: 'manual', headers: { 'x-tenant-domain': url.hostname } });
  };
  /** The button of the link's page: a plain form POST of the same signed URL. */
  const press = (link: string) => open(link, 'POST');

  beforeAll(async () => {
    mailbox = await startMailbox();
    stack = await startStack({ SMTP_URL: mailbox.url });
    const signup = await fetch(`${stack.url}/api/users/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Dana', last_name: 'Seller', email: distributor, password: 'dana-password-1', subdomain: 'dana' }),
    });
    expect(signup.status).toBe(201);
    await stack.prisma.tenant.update({ where: { subdomain: 'dana' }, data: { site_name: 'Dana’s Daily Greens' } });
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
    await mailbox?.close();
  });

  it('double opt-in: a confirmation link first, the welcome only after the click, each exactly once', async () => {
    const tenant = await stack.prisma.tenant.findUniqueOrThrow({ where: { subdomain: 'dana' } });
    await stack.prisma.subscriberMessage.create({
      data: { tenant_id: tenant.id, subject: 'Thanks for joining Dana!', body: 'Expect one email a month.' },
    });

    expect(
      (await post('/newsletters/subscribe', { email: 'fan@example.com', page: '/newsletters', source: 'newsletters-page' })).status,
    ).toBe(201);
    const confirmation = await mailbox.next('fan@example.com');
    expect(await headersOf(confirmation)).toMatchObject({
      subject: 'Please confirm your subscription to Dana’s Daily Greens',
      from: SITE_SENDER,
    });
    expect(confirmation.body).not.toContain('Expect one email a month.');
    // Asking again within the hour sends nothing more.
    expect((await post('/newsletters/subscribe', { email: 'fan@example.com' })).status).toBe(200);
    await mailSettled(stack);
    expect(mailsTo('fan@example.com')).toHaveLength(1);

    const link = /https?:\/\/[^\s"<>]+\/api\/newsletters\/confirm\?token=[A-Za-z0-9._%-]+/.exec(confirmation.body)?.[0];
    expect(link).toBeDefined();
    expect(new URL(link!).hostname).toBe('dana.localhost');
    // Opening the link shows the confirm button; only pressing it confirms.
    const shown = await open(link!);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('Confirm subscription');
    const click = await press(link!);
    expect(click.status).toBe(303);
    expect(click.headers.get('location')).toBe('/newsletters/confirm?result=confirmed');
    const welcome = await mailbox.next('fan@example.com');
    expect(welcome.subject).toBe('Thanks for joining Dana!');
    expect(welcome.body).toContain('Expect one email a month.');
    expect(welcome.raw).toMatch(/^Reply-To: .*dana@example\.com/im);
    expect((await headersOf(welcome)).from).toEqual(SITE_SENDER);

    // A second click, or the link opened again, says confirmed again and sends nothing.
    expect((await press(link!)).headers.get('location')).toBe('/newsletters/confirm?result=confirmed');
    expect((await open(link!)).headers.get('location')).toBe('/newsletters/confirm?result=confirmed');
    expect((await post('/newsletters/subscribe', { email: 'fan@example.com' })).status).toBe(200);
    // Every email owed so far has gone out: a third one for fan@ would be in the mailbox now.
    await mailSettled(stack);
    expect(mailsTo('fan@example.com')).toHaveLength(2);

    const unsubscribe = /https?:\/\/[^\s"<>]+\/api\/newsletters\/unsubscribe\?sid=[^\s"<>&]+&(?:amp;)?sig=[A-Za-z0-9_-]+/.exec(
      welcome.body,
    )?.[0];
    const page = await open(unsubscribe!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Unsubscribe?');
    const done = await press(unsubscribe!);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You have been unsubscribed');
    const sub = await stack.prisma.subscriber.findFirstOrThrow({ where: { email: 'fan@example.com' } });
    expect(sub).toMatchObject({
      status: 'unsubscribed',
      consent_host: 'dana.localhost',
      consent_page: '/newsletters',
      source: 'newsletters page',
    });
  }, 60_000);

  it('a lead produces exactly two emails: the notice to the distributor and the autoresponder to the visitor', async () => {
    const before = mailbox.messages.length;
    const res = await post('/site/leads', {
      name: 'Vera Visitor',
      email: 'vera@example.com',
      message: 'Please call me about <b>joining</b>.',
    });
    expect(res.status).toBe(201);
    const notice = await mailbox.next(distributor);
    expect(notice.subject).toBe('New lead from Vera Visitor');
    expect(notice.raw).toMatch(/^Reply-To: .*vera@example\.com/im);
    expect(notice.body).toContain('Please call me about &lt;b&gt;joining&lt;/b&gt;.');

    const reply = await mailbox.next('vera@example.com');
    expect(await headersOf(reply)).toMatchObject({
      subject: 'Thank you for your message to Dana’s Daily Greens',
      from: SITE_SENDER,
      replyTo: [{ name: 'Dana Seller', address: 'dana@example.com' }],
    });
    expect(reply.body).toContain('Hi Vera Visitor,');

    // The same submission again (a double click) is the same lead: nothing more is sent.
    expect(
      (await post('/site/leads', { name: 'Vera Visitor', email: 'vera@example.com', message: 'Please call me about <b>joining</b>.' }))
        .status,
    ).toBe(200);
    await mailSettled(stack);
    expect(mailbox.messages.length - before).toBe(2);
    expect(mailsTo('vera@example.com')).toHaveLength(1);
  }, 60_000);

  it("uses the distributor's own lead autoresponder text, and 'send me updates' adds the confirmation link", async () => {
    const tenant = await stack.prisma.tenant.findUniqueOrThrow({ where: { subdomain: 'dana' } });
    await stack.prisma.leadMessage.create({
      data: { tenant_id: tenant.id, subject: 'Got your note', body: 'Hello {name}, I will call you tomorrow.' },
    });
    const res = await post('/site/leads', {
      name: 'Walt',
      email: 'walt@example.com',
      message: 'Interested',
      send_updates: true,
      page: '/contact',
    });
    expect(res.status).toBe(201);
    await mailbox.next(distributor);
    await mailbox.next('walt@example.com');
    await mailbox.next('walt@example.com');
    const subjects = (await Promise.all(mailsTo('walt@example.com').map(async (m) => (await headersOf(m)).subject))).sort();
    expect(subjects).toEqual(['Got your note', 'Please confirm your subscription to Dana’s Daily Greens']);
    expect(mailsTo('walt@example.com').find((m) => m.subject === 'Got your note')?.body).toContain('Hello Walt, I will call you tomorrow.');
    expect(await stack.prisma.subscriber.findFirstOrThrow({ where: { email: 'walt@example.com' } })).toMatchObject({
      status: 'pending',
      source: 'lead form',
    });
  }, 60_000);
});
