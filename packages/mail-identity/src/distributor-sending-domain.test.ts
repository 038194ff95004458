import { createPrivateKey, createPublicKey } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import {
  distributorSendingRecords,
  generateSendingDomainKey,
  localPartProblem,
  sendingDomainSelector,
} from './distributor-sending-domain.js';
import { recordState } from './sending-domain.js';

describe("a distributor's sending domain", () => {
  it('takes ordinary local parts and refuses what would break the address', () => {
    for (const ok of ['news', 'hello.world', 'a', 'news+spring', 'info_2026', 'x'.repeat(64)]) expect(localPartProblem(ok)).toBeNull();
    expect(localPartProblem('')).toBe('Enter the part of the address before the @, such as news');
    expect(localPartProblem('x'.repeat(65))).toBe('The part before the @ may be at most 64 characters long');
    for (const bad of ['a b', 'news@shop.com', '.news', 'news.', 'a..b', 'nëws', '"quoted"'])
      expect(localPartProblem(bad)).toMatch(/^Use only letters/);
  });

  it('names each key by its month and 4 random hex digits', () => {
    expect(sendingDomainSelector(new Date('2026-03-05T00:00:00Z'), '3fa9')).toBe('ds202603-3fa9');
    expect(sendingDomainSelector(new Date('2026-11-27T00:00:00Z'))).toMatch(/^ds202611-[0-9a-f]{4}$/);
  });

  it('makes a 2048-bit RSA key whose public half is the record’s p=, and the records DNS must hold', async () => {
    const key = await generateSendingDomainKey();
    const privateKey = createPrivateKey(key.privateKey);
    expect(privateKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64')).toBe(key.publicKey);

    const spfMechanisms = ['include:_spf.relay.example'];
    const records = distributorSendingRecords({
      domain: 'jane.example',
      selector: 'ds202611-abcd',
      publicKey: key.publicKey,
      spfMechanisms,
    });
    expect(records).toEqual([
      {
        kind: 'dkim',
        type: 'TXT',
        name: 'ds202611-abcd._domainkey.jane.example',
        value: `v=DKIM1; k=rsa; p=${key.publicKey}`,
        required: true,
      },
      { kind: 'spf', type: 'TXT', name: 'jane.example', value: 'v=spf1 include:_spf.relay.example -all', required: true },
      { kind: 'dmarc', type: 'TXT', name: '_dmarc.jane.example', value: 'v=DMARC1; p=none; adkim=r; aspf=r', required: false },
    ]);
    // An SPF record of the distributor's own that names the relay among other senders passes.
    expect(recordState(records[1], ['v=spf1 include:_spf.google.com include:_spf.relay.example ~all'])).toBe('published');
    expect(recordState(records[1], ['v=spf1 include:_spf.google.com ~all'])).toBe('different');
  });
});
