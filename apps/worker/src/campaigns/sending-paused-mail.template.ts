import { distributorNotice } from '../mail/templates/distributor-notice.js';
import { singleLine, type RenderedMail } from '../mail/templates/html.js';

export interface SendingPausedMail {
  platformName: string;
  firstName: string;
  /** The site's name as the distributor knows it (its subdomain when it has none). */
  siteName: string;
  /** The guard's reason as stored on the tenant: it names the rate and the limit (sending-guard.ts). */
  reason: string;
  /** The back office's Campaigns screen, where each paused campaign shows the same reason. */
  campaignsUrl: string;
}

/**
 * The sending guard paused the distributor's campaigns (docs/deliverability.md "Guards"): why, why it
 * matters to every site on the platform, what happens next, and where to follow their campaigns.
 */
export function sendingPausedMail({ platformName, firstName, siteName, reason, campaignsUrl }: SendingPausedMail): RenderedMail {
  const site = singleLine(siteName);
  const subject = `Campaign sending paused for ${site}`;
  const lines = [
    `We paused campaign sending for ${site}.`,
    reason,
    'Mailbox providers send mail to spam, or refuse it, when too many readers report it as spam or too many addresses bounce. ' +
      `Every ${platformName} site sends through the same service, so the pause protects your emails and theirs.`,
    'Until an administrator resumes sending, your campaigns wait, new ones included. ' +
      'Once sending resumes, they continue where they stopped, and no subscriber gets the same campaign twice.',
  ];
  return distributorNotice({
    subject,
    firstName,
    lines,
    link: { url: campaignsUrl, label: 'See your campaigns', inText: 'labelled' },
    signature: platformName,
  });
}
