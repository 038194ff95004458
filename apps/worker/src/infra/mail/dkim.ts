import { createHash, createPrivateKey, sign, type KeyObject } from 'node:crypto';
import type { AppConfig } from '@ds/config';

/** nodemailer's transport-level `dkim` option (one key). */
export interface DkimTransportOption {
  domainName: string;
  keySelector: string;
  privateKey: string;
  headerFieldNames: string;
}

/**
 * nodemailer's default list (RFC 6376 §5.4.1's recommended fields), plus List-Unsubscribe-Post: RFC 8058
 * §4 wants it signed together with List-Unsubscribe, and mailbox providers ignore one-click unsubscribe
 * otherwise. Only fields a message actually carries end up in `h=`.
 */
const SIGNED_HEADER_NAMES = [
  'From',
  'Sender',
  'Reply-To',
  'Subject',
  'Date',
  'Message-ID',
  'To',
  'Cc',
  'MIME-Version',
  'Content-Type',
  'Content-Transfer-Encoding',
  'Content-ID',
  'Content-Description',
  'Resent-Date',
  'Resent-From',
  'Resent-Sender',
  'Resent-To',
  'Resent-Cc',
  'Resent-Message-ID',
  'In-Reply-To',
  'References',
  'List-Id',
  'List-Help',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
  'List-Subscribe',
  'List-Post',
  'List-Owner',
  'List-Archive',
];
const SIGNED_HEADERS = SIGNED_HEADER_NAMES.join(':');

/**
 * The one place every worker transport (transactional mail, autoresponders, campaigns) gets its DKIM
 * signing from. The key was read and checked when the configuration loaded (`config.dkim`), its `d=`
 * aligned with MAIL_FROM's domain — every message kind sends From that address, whatever display name or
 * Reply-To it carries, so one signature aligns them all (docs/deliverability.md). The exception is mail From
 * a distributor's own verified sending domain (campaigns and their test sends), signed with that domain's
 * key instead (`dkimSigningOption`, `signMessage`). Undefined: no key is configured and mail goes out unsigned.
 */
export function dkimTransportOption(config: Pick<AppConfig, 'dkim'>): DkimTransportOption | undefined {
  const key = config.dkim;
  if (!key) return undefined;
  // The key parsed once: nodemailer hands `privateKey` to node:crypto's sign(), which takes a KeyObject as
  // well as a PEM, and a PEM is parsed again on every message (≈ 0.6 ms of the 0.9 ms an RSA-2048
  // signature took; docs/operations.md "Capacity model").
  return dkimSigningOption({ domain: key.domain, selector: key.selector, privateKey: createPrivateKey(key.privateKey) });
}

/** nodemailer's `dkim` option (transport-wide or per message) for a parsed key, with the signed header list above. */
export function dkimSigningOption(key: DkimKey): DkimTransportOption {
  // Typed as nodemailer declares the option; node:crypto's sign() takes the KeyObject as it is.
  const privateKey = key.privateKey as unknown as string;
  return { domainName: key.domain, keySelector: key.selector, privateKey, headerFieldNames: SIGNED_HEADERS };
}

/** A key to sign whole messages with (`signMessage`). */
export interface DkimKey {
  domain: string;
  selector: string;
  privateKey: KeyObject;
}

/** The platform's key for `signMessage`, parsed once; undefined when mail goes out unsigned. */
export function dkimKey(config: Pick<AppConfig, 'dkim'>): DkimKey | undefined {
  const key = config.dkim;
  return key ? { domain: key.domain, selector: key.selector, privateKey: createPrivateKey(key.privateKey) } : undefined;
}

const SIGNED = SIGNED_HEADER_NAMES.map((name) => name.toLowerCase());

/**
 * DKIM-signs a whole message held as a string (RFC 6376, rsa-sha256, relaxed/relaxed, the same header
 * list as the transports' signer) and returns it with its DKIM-Signature first. Campaign mail is written
 * whole per recipient (../campaigns/campaign-message.ts); signing the string it already is costs the hash
 * and the RSA signature, where nodemailer's signing stream re-parsed the message and fed the socket in
 * pieces (about a third of a worker's CPU per email). The message must use CRLF line ends throughout,
 * as the SMTP DATA command sends it; a lone LF would be rewritten on the way and break the signature.
 */
export function signMessage(message: string, key: DkimKey, now = Date.now()): string {
  const split = message.indexOf('\r\n\r\n');
  const head = split === -1 ? message : message.slice(0, split);
  const body = split === -1 ? '' : message.slice(split + 4);
  const bodyHash = createHash('sha256').update(relaxedBody(body)).digest('base64');

  const fields = new Map<string, string>();
  for (const field of head.split(/\r\n(?![ \t])/)) {
    const colon = field.indexOf(':');
    // The last instance of a field is the one signed first (§5.4.2); ours carry each once.
    if (colon > 0) fields.set(field.slice(0, colon).trim().toLowerCase(), field.slice(colon + 1));
  }
  const names = SIGNED.filter((name) => fields.has(name));
  const value =
    `v=1; a=rsa-sha256; c=relaxed/relaxed; d=${key.domain}; q=dns/txt; s=${key.selector}; t=${Math.floor(now / 1000)}; ` +
    `h=${names.join(':')}; bh=${bodyHash}; b=`;
  let signed = '';
  for (const name of names) signed += `${name}:${relaxedValue(fields.get(name)!)}\r\n`;
  signed += `dkim-signature:${relaxedValue(value)}`;
  const b = sign('sha256', Buffer.from(signed, 'utf8'), key.privateKey).toString('base64');
  return `DKIM-Signature: ${value}${b}\r\n${message}`;
}

/** §3.4.2: unfolded, runs of whitespace as one space, none around the value. */
function relaxedValue(value: string): string {
  return value
    .replace(/\r\n(?=[ \t])/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** §3.4.4: runs of whitespace as one space, none at line ends, no empty lines at the end. */
function relaxedBody(body: string): string {
  const lines = body
    .replace(/[ \t]+/g, ' ')
    .replace(/ (?=\r\n|$)/g, '')
    .replace(/(\r\n)+$/, '');
  return lines ? `${lines}\r\n` : '';
}
