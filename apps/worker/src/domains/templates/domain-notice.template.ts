import { button, escapeHtml, layout, type RenderedMail } from '../../mail/templates/html.js';

export interface DomainLiveMail {
  platformName: string;
  firstName: string;
  domain: string;
}

/** The distributor's own domain now serves their site over HTTPS. */
export function domainLiveMail({ platformName, firstName, domain }: DomainLiveMail): RenderedMail {
  const url = `https://${domain}/`;
  const subject = `Your website is live at ${domain}`;
  const lines = [`Your domain ${domain} is verified and secured with HTTPS. Your website is now live at ${url}`, 'Share it with your customers!'];
  const html = layout(
    subject,
    [`<p>Hi ${escapeHtml(firstName)},</p>`, ...lines.map((l) => `<p>${escapeHtml(l)}</p>`), button(url, 'Open your website'), `<p>— ${escapeHtml(platformName)}</p>`].join('\n'),
  );
  const text = [`Hi ${firstName},`, '', ...lines.flatMap((l) => [l, '']), `— ${platformName}`, ''].join('\n');
  return { subject, html, text };
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
  const subject = `Action needed: ${domain} no longer points to your website`;
  const lines = [
    `We checked the DNS records of ${domain} and they no longer point to your ${platformName} website:`,
    reason,
    'Until this is fixed, visitors of your domain may not reach your site and its HTTPS certificate cannot be renewed. Restore the DNS records shown in your settings, then press Verify now.',
  ];
  const html = layout(
    subject,
    [`<p>Hi ${escapeHtml(firstName)},</p>`, ...lines.map((l) => `<p>${escapeHtml(l)}</p>`), button(settingsUrl, 'Open your settings')].join('\n'),
  );
  const text = [`Hi ${firstName},`, '', ...lines.flatMap((l) => [l, '']), settingsUrl, ''].join('\n');
  return { subject, html, text };
}
