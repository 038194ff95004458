import { convert } from 'html-to-text';
import { escapeHtml } from './escape.js';
import { compileMjml } from './mjml.js';
import { serverMessages } from './messages/index.js';
import type { SiteLanguage } from '@ds/shared';

/**
 * A distributor's campaign as the email subscribers receive (docs/campaigns.md). MJML produces HTML
 * that holds up in the common clients (tables, inline styles, Outlook conditionals); html-to-text makes
 * the plain-text part from the same HTML. The footer — the disclaimers, the postal/contact line and the
 * unsubscribe link — is always appended and cannot be removed by the content.
 */
export interface CampaignEmailInput {
  subject: string;
  /** The preview line clients show after the subject (hidden in the body). */
  preheader?: string | null;
  /** Sanitised HTML of the body, product and blog blocks already expanded into HTML. */
  contentHtml: string;
  site: {
    /** The From name and the heading. */
    name: string;
    /** The storefront's origin. */
    url: string;
    logoUrl?: string | null;
    /** Postal address or contact line (CAN-SPAM asks for a physical address). */
    contactLine: string;
  };
  /** The footer disclaimers (the tenant's, or the platform's defaults). */
  disclaimers: string[];
  links: {
    /** The recipient's own one-click unsubscribe link. */
    unsubscribeUrl: string;
    /** The public web version (the storefront's /newsletters archive entry). */
    webVersionUrl?: string | null;
    /** A 1×1 image that records the open; left out for previews and test sends. */
    openPixelUrl?: string | null;
  };
  /** Rewrites each http(s) link of the content for click tracking; left as is when absent. */
  trackLink?: (url: string) => string;
  /** The site's language: the footer's words and the email's `lang` (English when absent). */
  language?: SiteLanguage;
}

export interface RenderedCampaign {
  subject: string;
  html: string;
  text: string;
}

/** Subject and preheader are header-like: one line, whitespace collapsed. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Every `href="http(s)://…"` of the content, rewritten by `track` (mailto:, tel: and anchors are left alone). */
export function rewriteLinks(html: string, track: (url: string) => string): string {
  return html.replace(/(<a\b[^>]*?\bhref\s*=\s*)(["'])(https?:\/\/[^"']+)\2/gi, (_match, start: string, quote: string, url: string) => {
    const decoded = url.replace(/&amp;/g, '&');
    return `${start}${quote}${escapeHtml(track(decoded))}${quote}`;
  });
}

const BODY_STYLE = 'font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.6;color:#1f2328';

function footerHtml(input: CampaignEmailInput): string {
  const disclaimers = input.disclaimers
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => `<p style="margin:0 0 8px">${escapeHtml(d)}</p>`)
    .join('');
  const t = serverMessages(input.language);
  const unsubscribe = `<a href="${escapeHtml(input.links.unsubscribeUrl)}" style="color:#57606a">${t.html('mail.unsubscribe')}</a>`;
  const web = input.links.webVersionUrl
    ? ` · <a href="${escapeHtml(input.links.webVersionUrl)}" style="color:#57606a">${t.html('campaign.webVersion')}</a>`
    : '';
  const site = `<a href="${escapeHtml(input.site.url)}" style="color:#57606a">${escapeHtml(input.site.url.replace(/^https?:\/\//, ''))}</a>`;
  return `${disclaimers}<p style="margin:8px 0 0">${escapeHtml(input.site.name)} · ${escapeHtml(input.site.contactLine)}</p>
<p style="margin:8px 0 0">${t.html('campaign.why', {}, { site })} ${unsubscribe}${web}</p>`;
}

/** The campaign as an email: MJML-built HTML and the matching text part. */
export async function renderCampaignEmail(input: CampaignEmailInput): Promise<RenderedCampaign> {
  const subject = oneLine(input.subject);
  const content = input.trackLink ? rewriteLinks(input.contentHtml, input.trackLink) : input.contentHtml;
  const logo = input.site.logoUrl
    ? `<mj-image src="${escapeHtml(input.site.logoUrl)}" alt="${escapeHtml(input.site.name)}" width="160px" align="left" padding="0 0 12px" />`
    : '';
  const preheader = input.preheader ? `<mj-preview>${escapeHtml(oneLine(input.preheader))}</mj-preview>` : '';
  const pixel = input.links.openPixelUrl
    ? `<mj-raw><img src="${escapeHtml(input.links.openPixelUrl)}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px" /></mj-raw>`
    : '';
  const source = `<mjml lang="${serverMessages(input.language).language}">
  <mj-head>
    <mj-title>${escapeHtml(subject)}</mj-title>
    ${preheader}
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="15px" line-height="1.6" color="#1f2328" />
    </mj-attributes>
    <mj-style inline="inline">
      .content img { max-width: 100%; height: auto; }
      .content a { color: #0b6b52; }
    </mj-style>
  </mj-head>
  <mj-body background-color="#f6f8fa" width="600px">
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        ${logo}
        <mj-text font-size="13px" color="#57606a" padding="0 0 8px">${escapeHtml(input.site.name)}</mj-text>
        <mj-text css-class="content" padding="0">${content}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="16px 24px">
      <mj-column>
        <mj-text font-size="12px" line-height="1.5" color="#57606a" padding="0">${footerHtml(input)}</mj-text>
        ${pixel}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const html = (await compileMjml(source)).replace('<body', `<body style="${BODY_STYLE}"`);
  const text = convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'title', format: 'skip' },
    ],
  }).replace(/[ \t]+$/gm, '');
  return { subject, html, text };
}
