import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { authenticate } from 'mailauth';
import { escapeHtml } from '@ds/campaign-mail';
import { CompiledCampaignMessage } from '../../campaigns/campaign-message.js';
import { signMessage, type DkimKey } from './dkim.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const key: DkimKey = { domain: 'mail.example', selector: 'ds2026', privateKey };
const record = `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;

/** mailauth with the key record answered from here (the e2e suites use a real DNS server). */
async function dkimOf(message: string) {
  const resolver = async (name: string, type: string) => {
    if (type === 'TXT' && name === `${key.selector}._domainkey.${key.domain}`) return [[record]];
    throw Object.assign(new Error(`no ${type} for ${name}`), { code: 'ENOTFOUND' });
  };
  const result = await authenticate(message, {
    resolver,
    ip: '127.0.0.1',
    helo: 'localhost',
    sender: 'bounces@mail.example',
    mta: 'mx.test',
    trustReceived: false,
  });
  return result.dkim.results.map((r) => ({ result: r.status.result, domain: r.signingDomain }));
}

async function campaignMessage(): Promise<string> {
  const marker = /https:\/\/ds-track\.invalid\/(open|unsubscribe|click)(?:\/(\d+))?/g;
  const message = await CompiledCampaignMessage.compile({
    from: { name: 'Zoë’s Shop', address: 'no-reply@mail.example' },
    subject: 'Spring — 20 % off',
    listId: '<t-1.mail.example>',
    text: 'Hi  there \t\nhttps://ds-track.invalid/click/0\n\n\n',
    html: '<p>Hi <a href="https://ds-track.invalid/click/0">ü</a></p><img src="https://ds-track.invalid/open">',
    marker,
    escapeHtml,
  });
  const link = (what: string) => `https://shop.example/t/${what}?sig=abc&x=1`;
  return message.write({ to: 'fan@example.net', messageId: '<c.1@mail.example>', unsubscribeUrl: link('unsubscribe'), links: link });
}

describe('signMessage (DKIM, relaxed/relaxed)', () => {
  it("signs a campaign message that a verifier passes, d= the key's domain", async () => {
    const signed = signMessage(await campaignMessage(), key);
    expect(signed.startsWith('DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=mail.example;')).toBe(true);
    expect(signed).toMatch(
      /h=from:reply-to|h=from:subject:date:message-id:to:mime-version:content-type:list-id:list-unsubscribe:list-unsubscribe-post;/,
    );
    expect(await dkimOf(signed)).toEqual([{ result: 'pass', domain: 'mail.example' }]);
  });

  it('passes whatever whitespace and trailing empty lines the body and folded headers carry', async () => {
    const message =
      'From: a@mail.example\r\nSubject: a  folded\r\n \t subject \r\nTo: b@example.net\r\n\r\nline  with   runs \t \r\n\r\nend\t\r\n\r\n\r\n';
    expect((await dkimOf(signMessage(message, key)))[0]?.result).toBe('pass');
    expect((await dkimOf(signMessage('From: a@mail.example\r\n\r\n', key)))[0]?.result).toBe('pass');
  });

  it('fails once the body or a signed header is changed on the way', async () => {
    const signed = signMessage(await campaignMessage(), key);
    expect(signed).toContain('<p>Hi');
    // mailauth reports a body that no longer matches bh= as neutral ("body hash did not verify").
    expect((await dkimOf(signed.replace('<p>Hi', '<p>Ho')))[0]?.result).toBe('neutral');
    expect((await dkimOf(signed.replace('To: fan@example.net', 'To: other@example.net')))[0]?.result).toBe('fail');
  });
});
