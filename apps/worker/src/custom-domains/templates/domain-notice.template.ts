import type { RenderedMail } from '../../mail/templates/html.js';
import { distributorNotice } from '../../mail/templates/distributor-notice.js';

export interface DomainLiveMail {
  platformName: string;
  firstName: string;
  domain: string;
}

/** The distributor's own domain now serves their site over HTTPS. */
export function domainLiveMail({ platformName, firstName, domain }: DomainLiveMail): RenderedMail {
  const url = `https://${domain}/`;
  return distributorNotice({
    subject: `Your website is live at ${domain}`,
    firstName,
    lines: [
      `Your domain ${domain} is verified and secured with HTTPS. Your website is now live at ${url}`,
      'Share it with your customers!',
    ],
    link: { url, label: 'Open your website', inText: false },
    signature: platformName,
  });
}

export interface DomainMisconfiguredMail {
  platformName: string;
  firstName: string;
  domain: string;
  reason: string;
  settingsUrl: string;
}

/** A verified domain's DNS no longer points at the platform (moved to another host, records deleted). */
export function domainMisconfiguredMail({ platformName, firstName, domain, reason, settingsUrl }: DomainMisconfiguredMail): RenderedMail {
  return distributorNotice({
    subject: `Action needed: ${domain} no longer points to your website`,
    firstName,
    lines: [
      `We checked the DNS records of ${domain} and they no longer point to your ${platformName} website:`,
      reason,
      'Until this is fixed, visitors of your domain may not reach your site and its HTTPS certificate cannot be renewed. ' +
        'Restore the DNS records shown in your settings, then press Verify now.',
    ],
    link: { url: settingsUrl, label: 'Open your settings', inText: true },
  });
}

export interface DomainTakenMail {
  platformName: string;
  firstName: string;
  domain: string;
  settingsUrl: string;
}

/** Another site verified the domain this distributor had claimed: their claim stopped (docs/domains.md §1). */
export function domainTakenMail({ platformName, firstName, domain, settingsUrl }: DomainTakenMail): RenderedMail {
  return distributorNotice({
    subject: `${domain} was verified by another site`,
    firstName,
    lines: [
      `Another ${platformName} site verified ${domain} before yours did. ` +
        'The domain now belongs to that site, so we stopped checking it for yours.',
      'If the domain is yours, make sure only you can change its DNS records, then contact support. ' +
        'Your website stays online at its usual address.',
    ],
    link: { url: settingsUrl, label: 'Open your settings', inText: true },
    signature: platformName,
  });
}
