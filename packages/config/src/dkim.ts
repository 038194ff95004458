import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs';

/**
 * The platform's DKIM signing key, read and checked once when the configuration loads (a process with a
 * bad key stops at start instead of sending unsigned or failing on its first email). docs/deliverability.md.
 */
export interface DkimSigningKey {
  /** `d=`: MAIL_FROM's domain or a parent of it, so DMARC's relaxed alignment holds for every From we send. */
  domain: string;
  /** `s=`: the key record lives at `<selector>._domainkey.<domain>`. */
  selector: string;
  /** PKCS#8 PEM, as nodemailer takes it. */
  privateKey: string;
  /** Base64 of the DER SubjectPublicKeyInfo: the `p=` of the DNS record. */
  publicKey: string;
  /** Modulus length; RSA keys below 1024 bits are refused by verifiers (RFC 8301), 2048 is advised. */
  bits: number;
}

/** The settings this module reads (a slice of the raw environment schema). */
export interface DkimSettings {
  MAIL_FROM: string;
  DKIM_DOMAIN?: string;
  DKIM_SELECTOR?: string;
  DKIM_PRIVATE_KEY?: string;
  DKIM_PRIVATE_KEY_FILE?: string;
  DKIM_PREVIOUS_SELECTOR?: string;
}

/** The domain of MAIL_FROM's address (`Name <a@b>` or `a@b`), lower-cased; `localhost` when it has none. */
export function mailFromDomain(mailFrom: string): string {
  const address = /<([^<>\s]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return (/@([^@\s>]+)$/.exec(address)?.[1] ?? 'localhost').toLowerCase().replace(/\.$/, '');
}

/** DMARC relaxed alignment (RFC 7489 §3.1.1): the From domain is `domain` or one of its subdomains. */
export function alignsWith(fromDomain: string, domain: string): boolean {
  const from = fromDomain.toLowerCase();
  const d = domain.toLowerCase();
  return from === d || from.endsWith(`.${d}`);
}

/** `d=`: DKIM_DOMAIN, else MAIL_FROM's domain. */
export function dkimDomain(settings: Pick<DkimSettings, 'MAIL_FROM' | 'DKIM_DOMAIN'>): string {
  return (settings.DKIM_DOMAIN ?? mailFromDomain(settings.MAIL_FROM)).toLowerCase().replace(/\.$/, '');
}

/**
 * Reads the key (inline PEM, `\n` escapes accepted since env files often hold one line, or a file) and
 * checks it. Returns the key (null when none is configured) or the problems, each naming its setting.
 */
export function readDkimKey(settings: DkimSettings): { key: DkimSigningKey | null; problems: string[] } {
  const problems: string[] = [];
  const domain = dkimDomain(settings);
  const fromDomain = mailFromDomain(settings.MAIL_FROM);
  if (settings.DKIM_DOMAIN !== undefined && !alignsWith(fromDomain, domain)) {
    problems.push(
      `DKIM_DOMAIN: ${domain} does not align with MAIL_FROM's domain ${fromDomain} (it must be that domain or a parent of it, or DMARC fails)`,
    );
  }
  if (settings.DKIM_PRIVATE_KEY && settings.DKIM_PRIVATE_KEY_FILE) {
    problems.push('DKIM_PRIVATE_KEY: set either DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE, not both');
    return { key: null, problems };
  }
  let pem: string | undefined;
  let source = 'DKIM_PRIVATE_KEY';
  if (settings.DKIM_PRIVATE_KEY_FILE) {
    source = 'DKIM_PRIVATE_KEY_FILE';
    try {
      pem = fs.readFileSync(settings.DKIM_PRIVATE_KEY_FILE, 'utf8');
    } catch (err) {
      problems.push(
        `DKIM_PRIVATE_KEY_FILE: cannot read ${settings.DKIM_PRIVATE_KEY_FILE} (${(err as NodeJS.ErrnoException).code ?? String(err)})`,
      );
      return { key: null, problems };
    }
  } else if (settings.DKIM_PRIVATE_KEY) {
    pem = settings.DKIM_PRIVATE_KEY.replace(/\\n/g, '\n');
  }
  if (pem === undefined) return { key: null, problems };

  let keyObject: KeyObject;
  try {
    keyObject = createPrivateKey(pem);
  } catch {
    problems.push(`${source}: not a PEM private key (expected "-----BEGIN PRIVATE KEY-----" or "-----BEGIN RSA PRIVATE KEY-----")`);
    return { key: null, problems };
  }
  // nodemailer signs rsa-sha256 only, so an Ed25519 (or EC) key would make every send fail.
  if (keyObject.asymmetricKeyType !== 'rsa') {
    problems.push(`${source}: an RSA key is required (got ${keyObject.asymmetricKeyType ?? 'unknown'})`);
    return { key: null, problems };
  }
  const bits = keyObject.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < 1024) problems.push(`${source}: the RSA key has ${bits} bits; verifiers ignore signatures under 1024 (use 2048)`);
  if (!settings.DKIM_SELECTOR)
    problems.push('DKIM_SELECTOR: required when a DKIM key is set (the DNS record is <selector>._domainkey.<domain>)');
  if (settings.DKIM_SELECTOR && settings.DKIM_PREVIOUS_SELECTOR?.toLowerCase() === settings.DKIM_SELECTOR.toLowerCase()) {
    problems.push('DKIM_PREVIOUS_SELECTOR: must differ from DKIM_SELECTOR (a rotation publishes a new selector beside the old one)');
  }
  if (problems.length || !settings.DKIM_SELECTOR) return { key: null, problems };
  return {
    key: {
      domain,
      selector: settings.DKIM_SELECTOR,
      privateKey: keyObject.export({ type: 'pkcs8', format: 'pem' }).toString(),
      publicKey: createPublicKey(keyObject).export({ type: 'spki', format: 'der' }).toString('base64'),
      bits,
    },
    problems,
  };
}
