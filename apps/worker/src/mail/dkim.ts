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
const SIGNED_HEADERS = [
  'From', 'Sender', 'Reply-To', 'Subject', 'Date', 'Message-ID', 'To', 'Cc', 'MIME-Version', 'Content-Type',
  'Content-Transfer-Encoding', 'Content-ID', 'Content-Description', 'Resent-Date', 'Resent-From', 'Resent-Sender',
  'Resent-To', 'Resent-Cc', 'Resent-Message-ID', 'In-Reply-To', 'References', 'List-Id', 'List-Help',
  'List-Unsubscribe', 'List-Unsubscribe-Post', 'List-Subscribe', 'List-Post', 'List-Owner', 'List-Archive',
].join(':');

/**
 * The one place every worker transport (transactional mail, autoresponders, campaigns) gets its DKIM
 * signing from. The key was read and checked when the configuration loaded (`config.dkim`), its `d=`
 * aligned with MAIL_FROM's domain — every message kind sends From that address, whatever display name or
 * Reply-To it carries, so one signature aligns them all (docs/deliverability.md). Undefined: no key is
 * configured and mail goes out unsigned.
 */
export function dkimTransportOption(config: Pick<AppConfig, 'dkim'>): DkimTransportOption | undefined {
  const key = config.dkim;
  if (!key) return undefined;
  return { domainName: key.domain, keySelector: key.selector, privateKey: key.privateKey, headerFieldNames: SIGNED_HEADERS };
}
