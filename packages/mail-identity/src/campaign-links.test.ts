import { describe, expect, it } from '@jest/globals';
import {
  campaignClickUrl,
  campaignLinkSignature,
  campaignListId,
  campaignOpenUrl,
  campaignUnsubscribeUrl,
  recipientOfCampaignMessageId,
  tenantOfCampaignListId,
  verifyCampaignLink,
  withCampaignUtm,
} from './campaign-links.js';

const SECRET = 'x'.repeat(40);
const RECIPIENT = '01a20954-a4d7-71ed-9d32-53ff6b632d96';
const OTHER_RECIPIENT = '01a20954-a4d7-71ed-9d32-53ff6b632d97';
const TENANT = '01a20954-a4d7-71ed-9d32-00000000000a';

describe('campaign links', () => {
  it('signs each kind separately, and a click with its target; the token carries the tenant', () => {
    const open = new URL(campaignOpenUrl('http://jane.localhost:3000', SECRET, RECIPIENT, TENANT));
    expect(open.pathname).toBe(`/api/campaign-track/open/${RECIPIENT}`);
    expect(verifyCampaignLink(SECRET, 'open', RECIPIENT, open.searchParams.get('s'))).toEqual({ tenantId: TENANT });
    expect(verifyCampaignLink(SECRET, 'unsubscribe', RECIPIENT, open.searchParams.get('s'))).toBeNull();
    expect(verifyCampaignLink(SECRET, 'open', OTHER_RECIPIENT, open.searchParams.get('s'))).toBeNull();

    const click = new URL(campaignClickUrl('https://shop.example', SECRET, RECIPIENT, 'https://a.example/?x=1&y=2', TENANT));
    expect(click.searchParams.get('u')).toBe('https://a.example/?x=1&y=2');
    expect(verifyCampaignLink(SECRET, 'click', RECIPIENT, click.searchParams.get('s'), 'https://a.example/?x=1&y=2')).toEqual({
      tenantId: TENANT,
    });
    expect(verifyCampaignLink(SECRET, 'click', RECIPIENT, click.searchParams.get('s'), 'https://evil.example/')).toBeNull();

    const unsubscribe = new URL(campaignUnsubscribeUrl('https://shop.example', SECRET, RECIPIENT, TENANT));
    expect(verifyCampaignLink(SECRET, 'unsubscribe', RECIPIENT, unsubscribe.searchParams.get('s'))).toEqual({ tenantId: TENANT });
    expect(
      verifyCampaignLink('another-secret-of-sufficient-length!!', 'unsubscribe', RECIPIENT, unsubscribe.searchParams.get('s')),
    ).toBeNull();
    expect(campaignLinkSignature(SECRET, 'open', RECIPIENT, '', TENANT)).toHaveLength(46);
    expect(verifyCampaignLink(SECRET, 'open', RECIPIENT, undefined)).toBeNull();
  });

  it('signs a link without a tenant when the caller gives none (followed like an old link)', () => {
    const open = new URL(campaignOpenUrl('https://shop.example', SECRET, RECIPIENT));
    expect(verifyCampaignLink(SECRET, 'open', RECIPIENT, open.searchParams.get('s'))).toEqual({ tenantId: null });
  });

  it('adds the UTM tags analytics reads, keeping tags a link already has', () => {
    expect(withCampaignUtm('https://shop.example/p?a=1#top', 'c1')).toBe(
      'https://shop.example/p?a=1&utm_source=newsletter&utm_medium=email&utm_campaign=c1#top',
    );
    expect(withCampaignUtm('https://shop.example/?utm_source=fb', 'c1')).toBe(
      'https://shop.example/?utm_source=fb&utm_medium=email&utm_campaign=c1',
    );
  });

  it('reads back the recipient row of a campaign Message-ID and the tenant of a List-Id (what complaints name)', () => {
    const row = '0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
    const tenant = '0199a1b2-0000-7e5f-8a9b-0c1d2e3f4a5b';
    expect(recipientOfCampaignMessageId(`<c.${row}@mail.example>`)).toBe(row);
    expect(recipientOfCampaignMessageId(`c.${row.toUpperCase()}@mail.example`)).toBe(row);
    expect(recipientOfCampaignMessageId('<abc@mail.example>')).toBeNull();
    expect(campaignListId(tenant, 'mail.example')).toBe(`<t-${tenant}.mail.example>`);
    expect(tenantOfCampaignListId(campaignListId(tenant, 'mail.example'))).toBe(tenant);
    expect(tenantOfCampaignListId(`"Jane's Wellness" <t-${tenant}.mail.example>`)).toBe(tenant);
    expect(tenantOfCampaignListId('<news.example.com>')).toBeNull();
  });
});
