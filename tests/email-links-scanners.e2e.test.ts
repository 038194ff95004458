import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { simpleParser } from 'mailparser';
import { startMailbox, type ReceivedMail } from './support/mailbox.js';
import { mailSettled } from './support/settled.js';
import { distributorForm, signUp } from './support/signup.js';
import { startStack, waitFor, type Stack } from './support/stack.js';

/**
 * Mail security scanners and link previewers (Outlook Safe Links and the like) fetch every link of an
 * email — GET, HEAD, and any redirect after them — before, or instead of, the reader. On the built api +
 * worker and a real SMTP server, each kind of email a subscriber gets (the double opt-in confirmation,
 * the welcome autoresponder, a campaign) is taken from the mailbox, every link in it (hrefs, images,
 * plain-text URLs, the List-Unsubscribe header) is fetched the way a scanner does, and nothing about
 * the subscriber changes. Only the POSTs do: the confirmation page's button, the mail client's RFC 8058
 * one-click unsubscribe. The campaign also needs the distributor's postal address, printed in its footer.
 */

const ADDRESS = '12 Orchard Lane, Springfield, IL 62701, USA';

interface Links {
  /** Every URL in the email (HTML hrefs and image sources, plain-text URLs), `&amp;` undone. */
  all: string[];
  /** The List-Unsubscribe header's http(s) URL, if any. */
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
  html: string;
  text: string;
}

/** A header of a raw message as sent, its folded lines joined (RFC 5322 §2.2.3). */
function headerOf(raw: string, name: string): string | undefined {
  const end = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, end === -1 ? raw.length : end).replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim();
}

async function linksOf(mail: ReceivedMail): Promise<Links> {
  const parsed = await simpleParser(mail.raw);
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  const text = parsed.text ?? '';
  const urls = new Set<string>();
  for (const [, url] of html.matchAll(/(?:href|src)="(https?:\/\/[^"]+)"/gi)) urls.add(url.replace(/&amp;/g, '&'));
  // A sentence may end right after a URL in the text part.
  for (const [url] of text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) urls.add(url.replace(/[.,;:!?]+$/, ''));
  const listUnsubscribe = /<(https?:[^>]+)>/.exec(headerOf(mail.raw, 'List-Unsubscribe') ?? '')?.[1] ?? null;
  if (listUnsubscribe) urls.add(listUnsubscribe);
  const post = headerOf(mail.raw, 'List-Unsubscribe-Post');
  const parses = (url: string) => {
    try {
      return new URL(url).hostname !== '';
    } catch {
      throw new Error(`not a URL in the email: ${url}`);
    }
  };
  return { all: [...urls].filter(parses), listUnsubscribe, listUnsubscribePost: typeof post === 'string' ? post : null, html, text };
}

describe('email links that mail scanners cannot trigger (confirmation, autoresponder, campaign)', () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let token: string;
  let tenantId: string;
  const host = 'dana.localhost';
  const fan = 'fan@example.net';
  const scanned: string[] = [];

  /** A URL as the email carries it (on the storefront's host), requested against the stack. */
  const request = (link: string, init: RequestInit = {}) => {
    const url = new URL(link);
    return fetch(`${stack.url}${url.pathname}${url.search}`, {
      redirect: 'manual',
      ...init,
      headers: { 'x-tenant-domain': url.host, ...(init.headers ?? {}) },
    });
  };
  const api = (method: string, path: string, body?: unknown) =>
    fetch(`${stack.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /**
   * What a scanner does with every link of ours in the email: HEAD it, GET it, and follow redirects that
   * stay on our hosts (a click redirect to another site is not followed). Links to other sites are left.
   */
  const scan = async (links: Links) => {
    const ours = links.all.filter((link) => new URL(link).hostname.endsWith('localhost'));
    expect(ours.length).toBeGreaterThan(0);
    for (const link of ours) {
      for (const method of ['HEAD', 'GET']) {
        let url = link;
        for (let hop = 0; hop < 5; hop += 1) {
          const res = await request(url, { method, headers: { 'user-agent': 'Mozilla/5.0 (compatible; SafeLinks link scanner)' } });
          scanned.push(`${method} ${new URL(url).pathname} → ${res.status}`);
          expect(res.status).toBeLessThan(500);
          const next = res.status >= 300 && res.status < 400 ? res.headers.get('location') : null;
          if (!next) break;
          const target = new URL(next, url);
          if (!target.hostname.endsWith('localhost')) break;
          url = target.toString();
        }
      }
    }
    return ours;
  };

  const subscriber = () => stack.prisma.subscriber.findFirstOrThrow({ where: { tenant_id: tenantId, email: fan } });

  beforeAll(async () => {
    mailbox = await startMailbox();
    stack = await startStack({ SMTP_URL: mailbox.url, CAMPAIGN_TICK_SECONDS: '1' });
    ({ token, tenant_id: tenantId } = await signUp(stack, distributorForm('Dana')));
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
    await mailbox?.close();
  });

  it('double opt-in: fetching every link of the confirmation email confirms nothing; the button confirms', async () => {
    const subscribe = await fetch(`${stack.url}/api/newsletters/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-domain': host },
      body: JSON.stringify({ email: fan, page: '/newsletters', source: 'newsletters-page' }),
    });
    expect(subscribe.status).toBe(201);
    const links = await linksOf(await mailbox.next(fan));
    const confirm = links.all.find((link) => link.includes('/api/newsletters/confirm?token='));
    expect(confirm).toBeDefined();

    await scan(links);
    expect(await subscriber()).toMatchObject({ status: 'pending', confirmed_at: null });
    expect(await stack.prisma.outboxMessage.count({ where: { payload: { path: ['kind'], equals: 'subscriber-welcome' } } })).toBe(0);

    // The page the link shows holds one form posting the signed link back; that POST confirms.
    const page = await (await request(confirm!)).text();
    const action = /<form method="post" action="([^"]+)">/.exec(page)?.[1].replace(/&amp;/g, '&');
    expect(action).toBe(`${new URL(confirm!).pathname}${new URL(confirm!).search}`);
    const pressed = await request(new URL(action!, confirm).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe('/newsletters/confirm?result=confirmed');
    expect(await subscriber()).toMatchObject({ status: 'confirmed', confirmed_at: expect.any(Date) });
  }, 90_000);

  it(
    'autoresponder: fetching every link of the welcome email (List-Unsubscribe included) unsubscribes no one; ' +
      'the one-click POST does, and the same link undoes it',
    async () => {
      const welcome = await mailbox.next(fan);
      const links = await linksOf(welcome);
      expect(links.listUnsubscribe).toContain('/api/newsletters/unsubscribe?sid=');
      expect(links.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
      expect(links.all.filter((link) => link.includes('/api/newsletters/unsubscribe?'))).toContain(links.listUnsubscribe);

      await scan(links);
      expect(await subscriber()).toMatchObject({ status: 'confirmed', unsubscribed_at: null });

      // The mail client's one-click (RFC 8058): a POST of the header's URL with that body.
      const oneClick = await request(links.listUnsubscribe!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBe(200);
      const done = await oneClick.text();
      expect(done).toContain('You have been unsubscribed');
      expect(await subscriber()).toMatchObject({ status: 'unsubscribed', unsubscribed_at: expect.any(Date) });

      // "Unsubscribed by mistake?": the page's second form posts the same signed link to the undo.
      const undo = /<form method="post" action="([^"]+)">/.exec(done)?.[1].replace(/&amp;/g, '&');
      expect(undo).toBe(`/api/newsletters/resubscribe${new URL(links.listUnsubscribe!).search}`);
      const back = await request(new URL(undo!, links.listUnsubscribe!).toString(), { method: 'POST' });
      expect(await back.text()).toContain('You are subscribed again');
      expect(await subscriber()).toMatchObject({ status: 'confirmed', unsubscribed_at: null });
    },
    90_000,
  );

  it('campaign: refused without a postal address; sent with it in the footer; scanners unsubscribe no one; the one-click POST does', async () => {
    const created = await api('POST', `/tenants/${tenantId}/campaigns`, {
      subject: 'Autumn teas',
      content:
        '<p>Warm blends for cold days: <a href="https://example.org/teas">see them</a> or <a href="http://dana.localhost/products">our shop</a>.</p>',
    });
    expect(created.status).toBe(201);
    const draft = (await created.json()) as { id: string; blockers: { code: string; message: string; fix_path: string }[] };
    expect(draft.blockers).toEqual([expect.objectContaining({ code: 'postal_address_missing', fix_path: '/backoffice/settings' })]);

    // No postal address in the settings: sending and scheduling are refused, saying what to fix and where.
    for (const body of [{}, { scheduled_at: new Date(Date.now() + 86_400_000).toISOString() }]) {
      const refused = await api('POST', `/tenants/${tenantId}/campaigns/${draft.id}/send`, body);
      expect(refused.status).toBe(409);
      const answer = (await refused.json()) as { message: string; code: string; details: Record<string, string> };
      expect(answer).toMatchObject({ code: 'POSTAL_ADDRESS_REQUIRED', details: { address: 'missing', fix_path: '/backoffice/settings' } });
      expect(answer.message).toContain('postal address');
    }
    expect((await stack.prisma.campaign.findUniqueOrThrow({ where: { id: draft.id } })).status).toBe('draft');

    // The distributor adds it in Settings (the settings form's multipart PUT).
    const form = new FormData();
    form.set('address', ADDRESS);
    const saved = await fetch(`${stack.url}/api/tenants/${tenantId}/settings`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(saved.status).toBe(200);
    expect(((await (await api('GET', `/tenants/${tenantId}/campaigns/${draft.id}`)).json()) as { blockers: unknown[] }).blockers).toEqual(
      [],
    );
    expect((await api('POST', `/tenants/${tenantId}/campaigns/${draft.id}/send`, {})).status).toBe(200);

    await waitFor(
      () => mailbox.messages.some((m) => m.subject === 'Autumn teas'),
      30_000,
      () => stack.logs.slice(-20).join(''),
    );
    const mail = mailbox.messages.find((m) => m.subject === 'Autumn teas')!;
    const links = await linksOf(mail);
    // The footer carries the postal address, in both parts.
    expect(links.html).toContain(ADDRESS);
    expect(links.text).toContain(ADDRESS);
    expect(links.listUnsubscribe).toContain('/api/campaign-track/unsubscribe/');
    expect(links.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    const recipient = await stack.prisma.campaignRecipient.findFirstOrThrow({ where: { campaign_id: draft.id } });

    const ours = await scan(links);
    expect(ours.some((link) => link.includes('/api/campaign-track/click/'))).toBe(true);
    expect(ours.some((link) => link.includes('/api/campaign-track/open/'))).toBe(true);
    expect(await subscriber()).toMatchObject({ status: 'confirmed', unsubscribed_at: null });
    expect((await stack.prisma.campaignRecipient.findUniqueOrThrow({ where: { id: recipient.id } })).unsubscribed_at).toBeNull();

    // The mail client's one-click, sent as multipart/form-data (what RFC 8058 recommends).
    const body = new FormData();
    body.set('List-Unsubscribe', 'One-Click');
    const oneClick = await request(links.listUnsubscribe!, { method: 'POST', body });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('You have been unsubscribed');
    expect((await subscriber()).status).toBe('unsubscribed');
    expect((await stack.prisma.campaignRecipient.findUniqueOrThrow({ where: { id: recipient.id } })).unsubscribed_at).toBeInstanceOf(Date);

    // Nothing more was mailed to the fan than the three emails.
    await mailSettled(stack);
    expect(mailbox.messages.filter((m) => m.to.includes(fan)).map((m) => m.subject)).toHaveLength(3);
    expect(scanned.length).toBeGreaterThan(10);
  }, 120_000);
});
