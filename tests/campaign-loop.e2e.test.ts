import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { simpleParser } from 'mailparser';
import { startMailbox, type ReceivedMail } from './support/mailbox.js';
import { campaignsSettled } from './support/settled.js';
import { distributorForm, signUp } from './support/signup.js';
import { startStack, waitFor, type Stack } from './support/stack.js';

interface CampaignAnswer {
  id: string;
  status: string;
  sent_at: string | null;
  stats: {
    recipients: number;
    sent: number;
    failed: number;
    bounced: number;
    opened: number;
    clicked: number;
    unsubscribed: number;
    complained: number;
  };
}

/** A header of a raw message as sent, its folded lines joined (RFC 5322 §2.2.3). */
function headerOf(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n') === -1 ? raw.indexOf('\n\n') : raw.indexOf('\r\n\r\n')).replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim();
}

/**
 * The growth loop end to end through public surfaces only, on the built api + worker and a real SMTP
 * server: visitors subscribe and confirm (double opt-in), the distributor composes and sends a campaign
 * through the API, the worker delivers it once to each confirmed subscriber, a recipient opens it, clicks
 * its link and unsubscribes in one click, and the distributor's campaign answer counts all of it; the
 * storefront's archive lists it.
 */
const FEEDBACK_LOOP_SECRET = 'feedback-loop-secret-for-the-campaign-loop-test';

/** Apple Mail's user agent, as it fetches images and links of an opened email. */
const MAIL_CLIENT = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)';

describe('campaigns: subscribe → confirm → compose → send → open, click, unsubscribe → stats', () => {
  let stack: Stack;
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let token: string;
  let tenantId: string;
  const host = 'dana.localhost';
  const fans = ['ann@example.net', 'ben@example.net', 'cat@example.net'];

  const api = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${stack.url}/api${path}`, {
      method,
      redirect: 'manual',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const site = (method: string, path: string, body?: unknown) =>
    fetch(`${stack.url}/api${path}`, {
      method,
      redirect: 'manual',
      headers: { 'content-type': 'application/json', 'x-tenant-domain': host },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /**
   * A link as an email carries it (on the storefront's host), opened against the stack by the reader's mail
   * client: a browser's user agent, since scanners' fetches (Node's own "node" among the bots) are not counted.
   */
  const follow = (link: string, method = 'GET') => {
    const url = new URL(link.replace(/&amp;/g, '&'));
    return fetch(`${stack.url}${url.pathname}${url.search}`, {
      method,
      redirect: 'manual',
      headers: { 'x-tenant-domain': url.host, 'user-agent': MAIL_CLIENT },
    });
  };
  const campaignMails = (subject: string) => mailbox.messages.filter((m) => m.subject === subject);
  const campaignAnswer = async (id: string) => (await (await api('GET', `/tenants/${tenantId}/campaigns/${id}`)).json()) as CampaignAnswer;
  /** The distributor's answer for campaign `id` once it reads "sent". */
  const sentCampaign = async (id: string) => {
    let campaign: CampaignAnswer | undefined;
    await waitFor(
      async () => (campaign = await campaignAnswer(id)).status === 'sent',
      30_000,
      () => JSON.stringify(campaign),
    );
    return campaign!;
  };

  beforeAll(async () => {
    mailbox = await startMailbox();
    stack = await startStack({ SMTP_URL: mailbox.url, CAMPAIGN_TICK_SECONDS: '1', FEEDBACK_LOOP_SECRET });
    ({ token, tenant_id: tenantId } = await signUp(stack, distributorForm('Dana')));
    // No campaign goes out without the distributor's postal address (printed in its footer).
    await stack.prisma.tenant.update({ where: { id: tenantId }, data: { address: '9 Market Street, Springfield' } });
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
    await mailbox?.close();
  });

  it('delivers once to each confirmed subscriber and counts opens, clicks and unsubscribes', async () => {
    // Three visitors subscribe; two confirm. The pending one must not get the campaign.
    for (const email of fans)
      expect((await site('POST', '/newsletters/subscribe', { email, page: '/newsletters', source: 'newsletters-page' })).status).toBe(201);
    for (const email of fans.slice(0, 2)) {
      const confirmation = await mailbox.next(email);
      const link = /https?:\/\/[^\s"<>]+\/api\/newsletters\/confirm\?token=[A-Za-z0-9._%-]+/.exec(confirmation.body)?.[0];
      expect((await follow(link!, 'POST')).headers.get('location')).toBe('/newsletters/confirm?result=confirmed');
    }

    const created = await api('POST', `/tenants/${tenantId}/campaigns`, {
      subject: 'Spring greens are here',
      preheader: 'Three new blends',
      content: '<p>Fresh blends this week: <a href="https://example.org/blends">see them</a>.</p>',
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as CampaignAnswer;
    const sent = await api('POST', `/tenants/${tenantId}/campaigns/${id}/send`, {});
    expect(sent.status).toBe(200);
    expect((await api('POST', `/tenants/${tenantId}/campaigns/${id}/send`, {})).status).toBe(409);

    await waitFor(
      () => campaignMails('Spring greens are here').length >= 2,
      30_000,
      () => mailbox.messages.map((m) => `${m.to.join(',')} ${m.subject}`).join('\n'),
    );
    let campaign = await sentCampaign(id);
    const mails = campaignMails('Spring greens are here');
    expect(
      mails
        .map((m) => m.to)
        .flat()
        .sort(),
    ).toEqual(fans.slice(0, 2).sort()); // once each, not the pending one
    expect(campaign.stats).toMatchObject({ recipients: 2, sent: 2, failed: 0, bounced: 0, opened: 0, clicked: 0, unsubscribed: 0 });

    const ann: ReceivedMail = mails.find((m) => m.to.includes(fans[0]))!;
    const parsed = await simpleParser(ann.raw);
    expect(headerOf(ann.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = /^<(.+)>$/.exec(headerOf(ann.raw, 'List-Unsubscribe') ?? '')?.[1];
    expect(unsubscribeUrl).toContain('/api/campaign-track/unsubscribe/');
    expect(parsed.text).toContain('see them');

    // Ann opens the email (its pixel), clicks the link and is sent on with UTM tags, then unsubscribes in one click.
    const pixel = /src="(https?:\/\/[^"]+\/api\/campaign-track\/open\/[^"]+)"/.exec(ann.body)?.[1];
    expect((await follow(pixel!)).status).toBe(200);
    const click = /href="(https?:\/\/[^"]+\/api\/campaign-track\/click\/[^"]+)"/.exec(ann.body)?.[1];
    const redirect = await follow(click!);
    expect(redirect.status).toBe(302);
    const target = new URL(redirect.headers.get('location')!);
    expect(`${target.origin}${target.pathname}`).toBe('https://example.org/blends');
    expect(target.searchParams.get('utm_source')).toBe('newsletter');
    expect(target.searchParams.get('utm_medium')).toBe('email');
    expect((await follow(unsubscribeUrl!, 'POST')).status).toBeLessThan(300);
    expect(await stack.prisma.subscriber.findFirstOrThrow({ where: { email: fans[0] } })).toMatchObject({ status: 'unsubscribed' });

    campaign = await campaignAnswer(id);
    expect(campaign.stats).toMatchObject({ recipients: 2, sent: 2, opened: 1, clicked: 1, unsubscribed: 1 });

    // The storefront's archive lists the sent campaign; nothing more was mailed.
    const archive = (await (await site('GET', '/site/newsletters')).json()) as { id: string }[];
    expect(archive.map((c) => c.id)).toContain(id);
    expect(campaignMails('Spring greens are here')).toHaveLength(2);
  }, 120_000);

  it('takes spam complaints from the relay (JSON by Message-ID, ARF by recipient + List-Id): complained, suppressed, counted', async () => {
    const complain = (path: string, body: string, contentType: string, secret = FEEDBACK_LOOP_SECRET) =>
      fetch(`${stack.url}/api/campaign-feedback/${path}`, {
        method: 'POST',
        headers: { 'content-type': contentType, authorization: `Bearer ${secret}` },
        body,
      });
    // Cat confirms now; a second campaign goes to Ben and Cat (Ann unsubscribed).
    const confirmation = await mailbox.next(fans[2]);
    const link = /https?:\/\/[^\s"<>]+\/api\/newsletters\/confirm\?token=[A-Za-z0-9._%-]+/.exec(confirmation.body)?.[0];
    expect((await follow(link!, 'POST')).headers.get('location')).toBe('/newsletters/confirm?result=confirmed');
    const created = await api('POST', `/tenants/${tenantId}/campaigns`, { subject: 'Summer tea', content: '<p>Iced.</p>' });
    const { id } = (await created.json()) as CampaignAnswer;
    expect((await api('POST', `/tenants/${tenantId}/campaigns/${id}/send`, {})).status).toBe(200);
    await waitFor(() => campaignMails('Summer tea').length >= 2, 30_000);
    const ben = campaignMails('Summer tea').find((m) => m.to.includes(fans[1]))!;

    const listId = headerOf(ben.raw, 'List-Id');
    expect(listId).toBe(`<t-${tenantId}.localhost>`);

    // The secret is required (compared in constant time).
    const json = JSON.stringify({ message_id: headerOf(ben.raw, 'Message-ID') });
    expect((await complain('complaints', json, 'application/json', 'wrong-secret-wrong-secret-wrong-secret')).status).toBe(401);
    expect((await stack.prisma.subscriber.findFirstOrThrow({ where: { email: fans[1] } })).status).toBe('confirmed');

    // Ben, by the Message-ID of the email he reported (twice: the second report changes nothing).
    for (let report = 0; report < 2; report += 1) {
      const answer = await complain('complaints', json, 'application/json');
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ matched: true });
    }
    // Cat, by an ARF report whose original part kept only some headers: Original-Rcpt-To and List-Id.
    const arf = [
      'Content-Type: multipart/report; report-type=feedback-report; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain',
      '',
      'This is an email abuse report.',
      '--b',
      'Content-Type: message/feedback-report',
      '',
      'Feedback-Type: abuse',
      'User-Agent: relay-fbl/1.0',
      'Version: 1',
      `Original-Rcpt-To: rfc822; ${fans[2]}`,
      '--b',
      'Content-Type: text/rfc822-headers',
      '',
      'Subject: Summer tea',
      `List-Id: ${listId}`,
      '--b--',
      '',
    ].join('\r\n');
    const arfAnswer = await complain('complaints/arf', arf, 'multipart/report; report-type=feedback-report; boundary="b"');
    expect(arfAnswer.status).toBe(200);
    expect(await arfAnswer.json()).toEqual({ matched: true });
    // An email that is not ours: answered (so the relay does not retry), nothing recorded.
    const unknown = await complain('complaints', JSON.stringify({ email: 'nobody@example.net', list_id: listId }), 'application/json');
    expect(await unknown.json()).toEqual({ matched: false });

    for (const email of fans.slice(1))
      expect((await stack.prisma.subscriber.findFirstOrThrow({ where: { email } })).status).toBe('complained');
    const campaign = await sentCampaign(id);
    expect(campaign.stats).toMatchObject({ recipients: 2, sent: 2, complained: 2 });

    // Suppressed: the next campaign has nobody left to send to (Ann unsubscribed, Ben and Cat complained).
    const next = (await (
      await api('POST', `/tenants/${tenantId}/campaigns`, { subject: 'Autumn', content: '<p>Warm.</p>' })
    ).json()) as CampaignAnswer;
    await api('POST', `/tenants/${tenantId}/campaigns/${next.id}/send`, {});
    // Closed as sent: started (its recipients snapshot taken) and finished, with no lane left to send.
    await waitFor(async () => (await stack.prisma.campaign.findUniqueOrThrow({ where: { id: next.id } })).status === 'sent', 30_000);
    await campaignsSettled(stack);
    expect(await stack.prisma.campaignRecipient.count({ where: { campaign_id: next.id } })).toBe(0);
    expect(campaignMails('Autumn')).toHaveLength(0);
  }, 120_000);
});
