import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  deliveryOfSequenceMessageId,
  sequenceClickUrl,
  sequenceOpenUrl,
  sequenceUnsubscribeUrl,
  verifySequenceLink,
  verifySequenceUnsubscribe,
  withSequenceUtm,
} from './sequence-links.js';

const SECRET = 'a-link-signing-secret-long-enough-for-tests';
const ORIGIN = 'https://jane.example.com';

describe('sequence email links (open, click, unsubscribe) and Message-IDs', () => {
  const id = randomUUID();
  const tenant = randomUUID();
  const sig = (url: string) => new URL(url).searchParams.get('s');

  it('signs each kind for the delivery and its tenant; a click covers its target', () => {
    expect(verifySequenceLink(SECRET, 'open', id, sig(sequenceOpenUrl(ORIGIN, SECRET, id, tenant)))).toEqual({ tenantId: tenant });
    const click = sequenceClickUrl(ORIGIN, SECRET, id, 'https://example.org/a', tenant);
    expect(new URL(click).pathname).toBe(`/api/sequence-track/click/${id}`);
    expect(verifySequenceLink(SECRET, 'click', id, sig(click), 'https://example.org/a')).toEqual({ tenantId: tenant });
    expect(verifySequenceLink(SECRET, 'click', id, sig(click), 'https://evil.example/')).toBeNull();
    expect(verifySequenceUnsubscribe(SECRET, id, sig(sequenceUnsubscribeUrl(ORIGIN, SECRET, id, tenant)))).toEqual({ tenantId: tenant });
    // One purpose's signature is no other's, nor another row's.
    expect(verifySequenceLink(SECRET, 'click', id, sig(sequenceOpenUrl(ORIGIN, SECRET, id, tenant)))).toBeNull();
    expect(verifySequenceUnsubscribe(SECRET, id, sig(sequenceOpenUrl(ORIGIN, SECRET, id, tenant)))).toBeNull();
    expect(verifySequenceLink(SECRET, 'open', randomUUID(), sig(sequenceOpenUrl(ORIGIN, SECRET, id, tenant)))).toBeNull();
  });

  it('reads the delivery of a sequence Message-ID, and nothing else', () => {
    expect(deliveryOfSequenceMessageId(`<s.${id}@mail.example.com>`)).toBe(id);
    expect(deliveryOfSequenceMessageId(`s.${id.toUpperCase()}@mail.example.com`)).toBe(id);
    expect(deliveryOfSequenceMessageId(`<c.${id}@mail.example.com>`)).toBeNull();
    expect(deliveryOfSequenceMessageId('<s.not-a-uuid@mail.example.com>')).toBeNull();
  });

  it('tags a click with the sequence, keeping tags the link has', () => {
    expect(withSequenceUtm('https://example.org/a?utm_source=x', 'seq')).toBe(
      'https://example.org/a?utm_source=x&utm_medium=email&utm_campaign=seq',
    );
  });
});
