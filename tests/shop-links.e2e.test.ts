import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startMailbox } from './support/mailbox.js';
import { distributorForm, signUp } from './support/signup.js';
import { startStack, waitFor, type Stack } from './support/stack.js';

/** Apple Mail's user agent, as it follows a link of an opened email. */
const MAIL_CLIENT = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)';
/** Microsoft's link scanner, which fetches every link of a delivered email before anyone reads it. */
const SCANNER = 'Mozilla/5.0 (compatible; SafeLinks link scanner)';

/**
 * A campaign's product block on the built api + worker and a real SMTP server (docs/product.md "Shop links
 * and sales credit"): the delivered email's "Buy now" goes through the campaign's click tracking to the
 * site's own `/go/buy/<id>`, which sends the reader to the shop with the distributor's member ID; the
 * campaign's stats count that Buy click once, and a mail scanner's fetch of the same link not at all.
 */
describe("campaign product block → /go/ → the shop, with the distributor's member ID", () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let token: string;
  let tenantId: string;
  const host = 'erin.localhost';

  const api = (method: string, path: string, body?: unknown) =>
    fetch(`${stack.url}/api${path}`, {
      method,
      redirect: 'manual',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /** A link as the email (or a redirect) carries it, fetched against the stack on its own host. */
  const follow = (link: string, userAgent: string, method = 'GET') => {
    const url = new URL(link.replace(/&amp;/g, '&'), `http://${host}`);
    return fetch(`${stack.url}${url.pathname}${url.search}`, {
      method,
      redirect: 'manual',
      headers: { 'x-tenant-domain': url.hostname, 'user-agent': userAgent },
    });
  };
  const buyClicks = async (campaignId: string) =>
    ((await (await api('GET', `/tenants/${tenantId}/campaigns/${campaignId}`)).json()) as { stats: { buy_clicks: number } }).stats
      .buy_clicks;

  beforeAll(async () => {
    mailbox = await startMailbox();
    stack = await startStack({ SMTP_URL: mailbox.url, CAMPAIGN_TICK_SECONDS: '1' });
    ({ token, tenant_id: tenantId } = await signUp(stack, distributorForm('Erin')));
    await stack.prisma.shopLinkRule.create({
      data: {
        country: 'US',
        buy: 'https://shop.example.com/{country}/{sku}?ref={member_id}',
        join: 'https://join.example.com/{country}/?sponsor={member_id}',
        hosts: ['shop.example.com', 'join.example.com'],
        member_id_pattern: '^[0-9]{7}$',
        member_id_example: '1001234',
      },
    });
    await stack.prisma.tenant.update({ where: { id: tenantId }, data: { address: '9 Market Street, Springfield', country: 'US' } });
    expect((await api('PUT', `/tenants/${tenantId}/settings`, { member_id: '7654321' })).status).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
    await mailbox?.close();
  });

  it('counts the reader’s Buy click once for the campaign, not the scanner’s', async () => {
    const product = await stack.prisma.product.create({
      data: {
        tenant_id: tenantId,
        name: 'Protein Shake',
        catalog_sku: 'NUT-1',
        buy_link: 'https://shop.example.com/us/nut-1',
        your_price: '29.99',
      },
    });
    const fan = 'fay@example.net';
    const subscribed = await fetch(`${stack.url}/api/newsletters/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-domain': host },
      body: JSON.stringify({ email: fan, page: '/newsletters', source: 'newsletters-page' }),
    });
    expect(subscribed.status).toBe(201);
    const confirmation = await mailbox.next(fan);
    const confirm = /https?:\/\/[^\s"<>]+\/api\/newsletters\/confirm\?token=[A-Za-z0-9._%-]+/.exec(confirmation.body)?.[0];
    expect((await follow(confirm!, MAIL_CLIENT, 'POST')).headers.get('location')).toBe('/newsletters/confirm?result=confirmed');

    const created = await api('POST', `/tenants/${tenantId}/campaigns`, {
      subject: 'Shake season',
      content: `<p>New this week.</p><div data-campaign-block="product" data-id="${product.id}"></div>`,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await api('POST', `/tenants/${tenantId}/campaigns/${id}/send`, {})).status).toBe(200);
    await waitFor(() => mailbox.messages.some((m) => m.subject === 'Shake season'), 30_000);
    const mail = mailbox.messages.find((m) => m.subject === 'Shake season')!;

    // "Buy now" is a tracked click whose target is the site's own /go/ link.
    const tracked = [...mail.body.matchAll(/href="(https?:\/\/[^"]+\/api\/campaign-track\/click\/[^"]+)"/g)].map((m) => m[1]);
    const buy = tracked.find((link) => decodeURIComponent(link.replace(/&amp;/g, '&')).includes(`/go/buy/${product.id}`));
    expect(buy).toBeDefined();

    const through = async (userAgent: string) => {
      const first = await follow(buy!, userAgent);
      expect(first.status).toBe(302);
      const go = new URL(first.headers.get('location')!);
      expect(go.pathname).toBe(`/go/buy/${product.id}`);
      expect(go.searchParams.get('utm_campaign')).toBe(id);
      const second = await follow(go.href, userAgent);
      expect(second.status).toBe(302);
      return second.headers.get('location');
    };
    // The scanner gets where the link leads (it never breaks) but counts for nothing; the reader lands at
    // the shop with the member ID and counts once.
    expect(await through(SCANNER)).toBe('https://shop.example.com/us/nut-1?ref=7654321');
    expect(await through(MAIL_CLIENT)).toBe('https://shop.example.com/us/nut-1?ref=7654321');

    await waitFor(async () => (await buyClicks(id)) > 0, 20_000);
    // Time for a wrongly counted scanner click to arrive too (the worker writes every 0.5 s at most).
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await buyClicks(id)).toBe(1);
    expect(await stack.prisma.siteClick.findMany({ select: { kind: true, source: true, campaign_id: true, product_id: true } })).toEqual([
      { kind: 'buy', source: 'newsletter', campaign_id: id, product_id: product.id },
    ]);
  }, 120_000);
});
