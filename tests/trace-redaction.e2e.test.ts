import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { campaignClickUrl, campaignOpenUrl, campaignUnsubscribeUrl, unsubscribeUrl } from '@ds/mail-identity';
import { distributorForm, signUp } from './support/signup.js';
import { waitFor, type Stack } from './support/stack.js';
import { startTracedStack, stopTracedStack, type Collector, type Mailbox } from './support/traced-stack.js';

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/**
 * No secret leaves in a trace or a log line (docs/operations.md "Traces"): with every request traced into
 * the test's own collector, a request to each signed link (newsletter confirmation, the autoresponders'
 * unsubscribe and resubscribe, a campaign's open, click, unsubscribe and resubscribe) and to the password
 * reset page — GET and POST, with real signatures — leaves no token, signature or email address in any
 * span (name, attribute, event) the api and the worker export, nor in any line they log.
 */
describe('traces and logs carry no link secrets', () => {
  let stack: Stack;
  let mailbox: Mailbox;
  let collector: Collector;
  const form = distributorForm('Tess', 'tesstrace');
  const subscriber = 'trace.subscriber@example.org';

  beforeAll(async () => {
    ({ stack, mailbox, collector } = await startTracedStack());
    await signUp(stack, form);
  }, 180_000);

  afterAll(() => stopTracedStack({ stack, mailbox, collector }));

  it('follows every signed link and the reset page, and finds none of their secrets in spans or logs', async () => {
    const site = `http://${form.subdomain}.localhost:${stack.port}`;
    const siteHeaders = { 'content-type': 'application/json', 'x-tenant-domain': `${form.subdomain}.localhost` };
    const secrets: string[] = [subscriber, form.email];
    const followed: string[] = [];
    const follow = async (url: string, method: 'GET' | 'POST' = 'GET') => {
      const target = new URL(url);
      // Tokens, signatures and emails; not a row's id (`sid`) nor a click's target, which name nobody.
      for (const value of target.searchParams.values())
        if (value.length >= 16 && !/^(http|[0-9a-f-]{36}$)/.test(value)) secrets.push(value);
      followed.push(target.pathname);
      const res = await fetch(`${stack.url}${target.pathname}${target.search}`, {
        method,
        headers: { 'x-tenant-domain': `${form.subdomain}.localhost` },
        redirect: 'manual',
      });
      expect(res.status).toBeLessThan(500);
    };

    // The double opt-in link, as emailed.
    const signup = await fetch(`${stack.url}/api/newsletters/subscribe`, { ...json({ email: subscriber }), headers: siteHeaders });
    expect(signup.status).toBe(201);
    const confirmation = await mailbox.next(subscriber);
    const confirmLink = /https?:\/\/[^\s"<>]+\/api\/newsletters\/confirm\?token=[A-Za-z0-9._%-]+/.exec(confirmation.body)![0];
    await follow(confirmLink);
    await follow(confirmLink, 'POST');

    // The autoresponders' unsubscribe link (and its resubscribe form), and a campaign's links.
    const row = await stack.prisma.subscriber.findFirstOrThrow({ where: { email: subscriber } });
    const secret = stack.env.JWT_SECRET;
    const unsubscribe = unsubscribeUrl(site, secret, row.id, row.tenant_id);
    await follow(unsubscribe);
    await follow(unsubscribe, 'POST');
    await follow(unsubscribe.replace('/unsubscribe?', '/resubscribe?'), 'POST');
    const recipientId = randomUUID();
    await follow(campaignOpenUrl(site, secret, recipientId, row.tenant_id));
    await follow(campaignClickUrl(site, secret, recipientId, 'https://example.net/offer', row.tenant_id));
    const campaignUnsubscribe = campaignUnsubscribeUrl(site, secret, recipientId, row.tenant_id);
    await follow(campaignUnsubscribe);
    await follow(campaignUnsubscribe, 'POST');
    await follow(campaignUnsubscribe.replace('/unsubscribe/', '/resubscribe/'), 'POST');

    // The password reset link, as emailed: its page, then the reset itself (the token in the body).
    expect((await fetch(`${stack.url}/api/users/forgot-password`, json({ email: form.email }))).status).toBe(200);
    const resetMail = await mailbox.next(form.email);
    const resetLink = new URL(
      /http:\/\/[^\s"<]+\/reset-password\?token=[A-Za-z0-9_%-]+&(?:amp;)?email=[^\s"<]+/.exec(resetMail.body)![0].replace('&amp;', '&'),
    );
    await follow(resetLink.href);
    const reset = await fetch(
      `${stack.url}/api/users/reset-password`,
      json({ token: resetLink.searchParams.get('token'), email: form.email, newPassword: 'a-new-password-1' }),
    );
    expect(reset.status).toBe(200);
    followed.push('/api/users/reset-password');

    // Every request's server span has arrived, and the worker's mail jobs' spans with them.
    await waitFor(
      () => followed.every((path) => collector.spans.some((s) => s.service === 'distributor-sites-api' && s.path === path)),
      30_000,
      () => JSON.stringify(followed.filter((path) => !collector.spans.some((s) => s.path === path))),
    );
    await waitFor(
      () => collector.spans.filter((s) => s.service === 'distributor-sites-worker' && /^job mail\./.test(s.name)).length >= 2,
      30_000,
    );

    // The paths are there (so the check below looks at the right spans), their queries are not.
    const spans = collector.spans.filter((s) => followed.includes(s.path ?? ''));
    expect(spans.length).toBeGreaterThanOrEqual(followed.length);
    for (const span of spans) expect(Object.keys(span.attributes)).not.toContain('url.query');

    const exported = collector.bodies.join('\n');
    const logged = stack.logs.join('');
    const leaks = (text: string) =>
      [...new Set(secrets)].filter(
        (s) => text.includes(s) || text.includes(encodeURIComponent(s)) || text.includes(JSON.stringify(s).slice(1, -1)),
      );
    expect(leaks(exported)).toEqual([]);
    expect(leaks(logged)).toEqual([]);
    // No email address at all, whoever's, in what was exported.
    expect(exported.match(/[\w.+-]+@[\w-]+\.[\w.-]+/g) ?? []).toEqual([]);
    // The request log names the requests, by path.
    expect(logged).toContain('"url":"/api/newsletters/confirm"');
    expect(logged).toContain('"url":"/api/campaign-track/click/');
  });
});
