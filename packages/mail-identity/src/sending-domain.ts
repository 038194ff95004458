import { dkimDomain, mailFromDomain, type DkimSigningKey } from '@ds/config';

/**
 * The DNS records the platform's sending domain needs so receivers accept its mail (docs/deliverability.md):
 * the DKIM key, SPF for the envelope sender, DMARC tying both to the From domain, and the return path's MX
 * so late bounces reach the worker's listener. Rendered from the configuration only, so the API (an admin's
 * deliverability screen), scripts and tests show the same text.
 */
export type SendingRecordKind = 'dkim' | 'dkim-previous' | 'spf' | 'dmarc' | 'return-path';

export interface SendingDomainRecord {
  kind: SendingRecordKind;
  /** MX for the return path (its value `<preference> <host>`), TXT for every other record. */
  type: 'TXT' | 'MX';
  /** Fully qualified, without the trailing dot. */
  name: string;
  /**
   * The TXT value to publish. Null for `dkim-previous`: that record is already published and must be
   * left exactly as it is until it is retired.
   */
  value: string | null;
}

export interface SendingDomainSettings {
  MAIL_FROM: string;
  DKIM_DOMAIN?: string;
  DKIM_SELECTOR?: string;
  DKIM_PREVIOUS_SELECTOR?: string;
  SPF_MECHANISMS: string[];
  BOUNCE_DOMAIN?: string;
  BOUNCE_MX_HOST?: string;
  dkim?: DkimSigningKey | null;
}

/** The domain of the per-message return paths: BOUNCE_DOMAIN, else MAIL_FROM's (docs/deliverability.md "Bounces"). */
export function bounceDomain(config: { BOUNCE_DOMAIN?: string; MAIL_FROM: string }): string {
  return (config.BOUNCE_DOMAIN ?? mailFromDomain(config.MAIL_FROM)).toLowerCase().replace(/\.$/, '');
}

/** `v=DKIM1; k=rsa; p=<base64 SubjectPublicKeyInfo>` (RFC 6376 §3.6.1). */
export function dkimRecordValue(publicKey: string): string {
  return `v=DKIM1; k=rsa; p=${publicKey}`;
}

/**
 * Every record, in the order an admin publishes them. The DKIM record is left out while no key is
 * configured (there is nothing to publish yet). SPF sits on the envelope sender's domain — the return
 * paths' (`bounceDomain`: BOUNCE_DOMAIN, else MAIL_FROM's) — and DMARC on the From domain: the names
 * receivers look up. The return path's MX is listed once BOUNCE_MX_HOST names where MTAs reach the
 * worker's bounce listener; without it there is nothing to point the MX at.
 */
export function sendingDomainRecords(config: SendingDomainSettings): SendingDomainRecord[] {
  const records: SendingDomainRecord[] = [];
  const from = mailFromDomain(config.MAIL_FROM);
  const d = config.dkim?.domain ?? dkimDomain(config);
  if (config.dkim) {
    records.push({
      kind: 'dkim',
      type: 'TXT',
      name: `${config.dkim.selector}._domainkey.${d}`,
      value: dkimRecordValue(config.dkim.publicKey),
    });
  }
  if (config.DKIM_PREVIOUS_SELECTOR) {
    records.push({ kind: 'dkim-previous', type: 'TXT', name: `${config.DKIM_PREVIOUS_SELECTOR}._domainkey.${d}`, value: null });
  }
  const envelope = bounceDomain(config);
  records.push({ kind: 'spf', type: 'TXT', name: envelope, value: `v=spf1 ${[...config.SPF_MECHANISMS, '-all'].join(' ')}` });
  records.push({ kind: 'dmarc', type: 'TXT', name: `_dmarc.${from}`, value: 'v=DMARC1; p=quarantine; adkim=r; aspf=r' });
  if (config.BOUNCE_MX_HOST) {
    records.push({ kind: 'return-path', type: 'MX', name: envelope, value: `10 ${normaliseHost(config.BOUNCE_MX_HOST)}` });
  }
  return records;
}

function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

/** What DNS holds for one record right now. */
export type RecordState = 'published' | 'missing' | 'different';

/** `k=v; k=v` tags of a DKIM or DMARC record (RFC 6376 §3.2), names lower-cased, whitespace dropped. */
function tags(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) map.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).replace(/\s+/g, ''));
  }
  return map;
}

/**
 * Compares a record with the TXT values found at its name (each already joined from its
 * character-strings). DKIM: the published key must be ours (any record there with our `p=`); the
 * previous selector: a key must still be there. SPF: exactly one `v=spf1` record (RFC 7208 §4.5 makes two
 * a permanent error) holding every mechanism we need. DMARC: exactly one `v=DMARC1` record with a policy.
 * The return path: an MX (`<preference> <host>`) naming our host.
 */
export function recordState(record: SendingDomainRecord, found: string[]): RecordState {
  switch (record.kind) {
    case 'dkim': {
      const want = tags(record.value ?? '').get('p');
      const keys = found.map(tags).filter((t) => t.has('p'));
      if (!keys.length) return 'missing';
      return keys.some((t) => t.get('p') === want) ? 'published' : 'different';
    }
    case 'dkim-previous':
      return found.map(tags).some((t) => Boolean(t.get('p'))) ? 'published' : 'missing';
    case 'spf': {
      const spf = found.filter((v) => /^v=spf1(\s|$)/i.test(v.trim()));
      if (!spf.length) return 'missing';
      if (spf.length > 1) return 'different';
      const have = new Set(spf[0].trim().toLowerCase().split(/\s+/));
      const want = (record.value ?? '')
        .toLowerCase()
        .split(/\s+/)
        .filter((m) => !/all$/.test(m));
      return want.every((m) => have.has(m)) ? 'published' : 'different';
    }
    case 'dmarc': {
      const dmarc = found.filter((v) => /^v=DMARC1\s*(;|$)/i.test(v.trim()));
      if (!dmarc.length) return 'missing';
      return dmarc.length === 1 && tags(dmarc[0]).has('p') ? 'published' : 'different';
    }
    case 'return-path': {
      // Found as `<preference> <host>`: any MX naming our host will do, whatever its preference.
      if (!found.length) return 'missing';
      const want = normaliseHost((record.value ?? '').split(/\s+/).pop() ?? '');
      return found.some((mx) => normaliseHost(mx.split(/\s+/).pop() ?? '') === want) ? 'published' : 'different';
    }
  }
}
