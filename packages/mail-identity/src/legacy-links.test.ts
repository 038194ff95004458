import { describe, expect, it } from '@jest/globals';
import { bounceTargetOf } from './bounce-address.js';
import { verifyCampaignLink } from './campaign-links.js';
import { verifyConfirmationToken } from './confirm-link.js';
import { purposeKey } from './signed-token.js';
import { verifyUnsubscribeLink } from './unsubscribe.js';

/**
 * Links issued before tokens carried the tenant, as they sit in inboxes: each value below was signed by
 * the code of that time (`confirmationToken`, `unsubscribeSignature`, `campaignLinkSignature`,
 * `bounceAddress`) under SECRET, and must keep verifying — without a tenant, which the API then looks up.
 */
const SECRET = 'legacy-test-secret-of-at-least-32-chars';
const SUBSCRIBER = '0196a0e2-7c1d-7000-8000-00000000a001';
const RECIPIENT = '0196a0e2-7c1d-7000-8000-00000000c001';
const BEFORE_EXPIRY = new Date('2029-12-31T00:00:00Z');
const OLD = {
  confirm: '0196a0e2-7c1d-7000-8000-00000000a001.1893456000.-cKpw9eTgYmQVDjuxtsAMjpX2gxvuoqerpHC7jAKmwo',
  platformConfirm: '0196a0e2-7c1d-7000-8000-00000000a001.1893456000.fb99xSIpbSeKurfx57a665fp2QvdQbbyfKbvCtwmEwc',
  unsubscribe: '6CMQWLxfU0zi0YnQ4d8S8gGpr1f82f0RuszdwwKIvT8',
  campaignOpen: 'gC6LkWYUdIGgTNeXOIFqew',
  campaignClick: 'vzdxqGjRr9tE5p0IKJ6WCQ',
  campaignClickTarget: 'https://shop.example/a?b=1',
  campaignUnsubscribe: 't7tlJwrv8nGVxSxICZJnEQ',
  bounceCampaign: 'bounces+c0196a0e27c1d7000800000000000c001-f1a1ebee56cbe09fde06@bounces.example.com',
  bounceOutbox: 'bounces+t0196a0e27c1d7000800000000000a001-1ffea6a249c972aa06b5@bounces.example.com',
};

describe('links issued in the old formats', () => {
  it('a confirmation link still confirms (either list) until it expires, and is refused once altered', () => {
    expect(verifyConfirmationToken(SECRET, OLD.confirm, BEFORE_EXPIRY)).toEqual({
      ok: true,
      list: 'tenant',
      tenantId: null,
      subscriberId: SUBSCRIBER,
    });
    expect(verifyConfirmationToken(SECRET, OLD.platformConfirm, BEFORE_EXPIRY)).toEqual({
      ok: true,
      list: 'platform',
      subscriberId: SUBSCRIBER,
    });
    expect(verifyConfirmationToken(SECRET, OLD.confirm, new Date('2030-01-01T00:00:00Z'))).toEqual({ ok: false, reason: 'expired' });
    expect(verifyConfirmationToken(SECRET, OLD.confirm.replace('.1893456000.', '.1893456001.'), BEFORE_EXPIRY)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(verifyConfirmationToken('another-secret-of-at-least-32-characters', OLD.confirm, BEFORE_EXPIRY)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it("an autoresponder's unsubscribe link still unsubscribes its subscriber only", () => {
    expect(verifyUnsubscribeLink(SECRET, SUBSCRIBER, OLD.unsubscribe)).toEqual({ subscriberId: SUBSCRIBER, tenantId: null });
    expect(verifyUnsubscribeLink(SECRET, RECIPIENT, OLD.unsubscribe)).toBeNull();
    expect(verifyUnsubscribeLink(SECRET, SUBSCRIBER, OLD.unsubscribe.replace('6', '7'))).toBeNull();
  });

  it("a campaign's open, click and unsubscribe links still verify, each for its own kind and target", () => {
    expect(verifyCampaignLink(SECRET, 'open', RECIPIENT, OLD.campaignOpen)).toEqual({ tenantId: null });
    expect(verifyCampaignLink(SECRET, 'click', RECIPIENT, OLD.campaignClick, OLD.campaignClickTarget)).toEqual({ tenantId: null });
    expect(verifyCampaignLink(SECRET, 'unsubscribe', RECIPIENT, OLD.campaignUnsubscribe)).toEqual({ tenantId: null });
    expect(verifyCampaignLink(SECRET, 'unsubscribe', RECIPIENT, OLD.campaignOpen)).toBeNull();
    expect(verifyCampaignLink(SECRET, 'click', RECIPIENT, OLD.campaignClick, 'https://evil.example/')).toBeNull();
    expect(verifyCampaignLink(SECRET, 'open', SUBSCRIBER, OLD.campaignOpen)).toBeNull();
  });

  it('a return path still names its email (the format did not change; the key is the purpose key)', () => {
    const key = purposeKey(SECRET, 'bounce-address');
    expect(bounceTargetOf(key, OLD.bounceCampaign, 'bounces.example.com')).toEqual({ kind: 'campaign', id: RECIPIENT });
    expect(bounceTargetOf(key, OLD.bounceOutbox, 'bounces.example.com')).toEqual({ kind: 'outbox', id: SUBSCRIBER });
  });
});
