import { button, escapeHtml, layout, type RenderedMail } from '../../mail/templates/html.js';

/** A notice to a distributor about their domain: a greeting, paragraphs, one button, maybe a signature. */
export interface DistributorNotice {
  subject: string;
  firstName: string;
  /** The paragraphs, as plain text (escaped for the HTML part). */
  lines: string[];
  link: {
    url: string;
    /** The button's label in the HTML part. */
    label: string;
    /** Whether the text part shows the URL too (after the paragraphs). */
    inText: boolean;
  };
  /** Signs off with `— <signature>` in both parts. */
  signature?: string;
}

/** Renders a `DistributorNotice`: the shape every domain and sending-domain notice shares. */
export function distributorNotice({ subject, firstName, lines, link, signature }: DistributorNotice): RenderedMail {
  const html = layout(
    subject,
    [
      `<p>Hi ${escapeHtml(firstName)},</p>`,
      ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
      button(link.url, link.label),
      ...(signature === undefined ? [] : [`<p>— ${escapeHtml(signature)}</p>`]),
    ].join('\n'),
  );
  const text = [
    `Hi ${firstName},`,
    '',
    ...lines.flatMap((l) => [l, '']),
    ...(link.inText ? [link.url, ''] : []),
    ...(signature === undefined ? [] : [`— ${signature}`, '']),
  ].join('\n');
  return { subject, html, text };
}
