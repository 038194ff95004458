import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { dkimRecordValue, type SendingDomainRecord } from './sending-domain.js';

/**
 * A distributor's own sending domain (docs/deliverability.md "A distributor's own sending domain"): the
 * records they publish so campaigns can go out From an address on their domain, DKIM-signed with a key
 * the platform made for that domain alone. Shared by the API (which shows the records) and the worker
 * (which checks them and signs with the key).
 */

/** A record of a distributor's sending domain, and whether verification waits for it. */
export interface DistributorSendingRecord extends SendingDomainRecord {
  kind: 'dkim' | 'spf' | 'dmarc';
  /** DKIM and SPF must be published before mail goes out From the domain; DMARC is advised, not required. */
  required: boolean;
}

/** The DMARC record advised for a domain with none: report-only to start with, relaxed alignment. */
export const DISTRIBUTOR_DMARC_VALUE = 'v=DMARC1; p=none; adkim=r; aspf=r';

/**
 * The records, in the order the distributor publishes them: the domain's DKIM key, SPF naming the
 * platform's relay (merged into an existing `v=spf1` record, since a name may hold only one) and DMARC.
 * The envelope sender stays the platform's per-email return path (bounces come back to the platform),
 * so no MX or return-path record is needed on the distributor's domain.
 */
export function distributorSendingRecords(input: {
  domain: string;
  selector: string;
  publicKey: string;
  spfMechanisms: string[];
}): DistributorSendingRecord[] {
  return [
    {
      kind: 'dkim',
      type: 'TXT',
      name: `${input.selector}._domainkey.${input.domain}`,
      value: dkimRecordValue(input.publicKey),
      required: true,
    },
    { kind: 'spf', type: 'TXT', name: input.domain, value: `v=spf1 ${[...input.spfMechanisms, '-all'].join(' ')}`, required: true },
    { kind: 'dmarc', type: 'TXT', name: `_dmarc.${input.domain}`, value: DISTRIBUTOR_DMARC_VALUE, required: false },
  ];
}

/** A new 2048-bit RSA key for one sending domain: PKCS#8 PEM (to seal and sign with) and the record's `p=`. */
export async function generateSendingDomainKey(): Promise<{ privateKey: string; publicKey: string }> {
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'der' },
  });
  return { privateKey, publicKey: Buffer.from(publicKey).toString('base64') };
}

/**
 * The selector of a new key: `ds` + year and month + 4 random hex digits (`ds202611-3fa9`). Never reused:
 * opting in again or another domain gets a new name, so a receiver's cached record of an earlier key
 * cannot stand in for it, and two sites on one registered domain never collide.
 */
export function sendingDomainSelector(at: Date, random = randomBytes(2).toString('hex')): string {
  return `ds${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}-${random}`;
}

/** RFC 5321 local part, kept to what every mailbox provider takes: letters, digits, `.`, `_`, `-`, `+`. */
const LOCAL_PART = /^[a-z0-9](?:[a-z0-9._+-]{0,62}[a-z0-9])?$/;

/** Why `localPart` (lower-cased, trimmed) cannot be the From address's local part, or null. */
export function localPartProblem(localPart: string): string | null {
  if (!localPart) return 'Enter the part of the address before the @, such as news';
  if (localPart.length > 64) return 'The part before the @ may be at most 64 characters long';
  if (!LOCAL_PART.test(localPart) || localPart.includes('..')) {
    return 'Use only letters, digits, dots, hyphens, underscores and +, starting and ending with a letter or digit (no @ or spaces)';
  }
  return null;
}
