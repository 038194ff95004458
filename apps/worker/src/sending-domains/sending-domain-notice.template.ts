import type { RenderedMail } from '../mail/templates/html.js';
import { distributorNotice } from '../mail/templates/distributor-notice.js';

export interface SendingDomainDriftMail {
  platformName: string;
  firstName: string;
  domain: string;
  reason: string;
  settingsUrl: string;
}

/** A record of the distributor's verified sending domain is gone or changed: campaigns went back to the platform's From. */
export function sendingDomainDriftMail({ platformName, firstName, domain, reason, settingsUrl }: SendingDomainDriftMail): RenderedMail {
  return distributorNotice({
    subject: `Action needed: campaigns can no longer be sent from ${domain}`,
    firstName,
    lines: [
      `We checked the DNS records that let ${platformName} send your campaigns from ${domain}, and one of them is no longer right:`,
      reason,
      `Until this is fixed, your campaigns are sent from ${platformName}'s address with your name and your reply address, ` +
        'as before you set up your domain. Restore the records shown on your Campaigns page, then press Verify now.',
    ],
    link: { url: settingsUrl, label: 'Open your campaigns', inText: true },
  });
}
