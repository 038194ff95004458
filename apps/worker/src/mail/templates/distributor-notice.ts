import { button, escapeHtml, layout, type RenderedMail } from './html.js';

/** A notice to a distributor (their domain, their sending): a greeting, paragraphs, one button, maybe a signature. */
export interface DistributorNotice {
  subject: string;
  firstName: string;
  /** The paragraphs, as plain text (escaped for the HTML part). */
  lines: string[];
  link: {
    url: string;
    /** The button's label in the HTML part. */
    label: string;
    /** Whether the text part shows the URL too (after the paragraphs): bare, or after the button's label. */
    inText: boolean | 'labelled';
  };
  /** Signs off with `— <signature>` in both parts. */
  signature?: string;
}

/** Renders a `DistributorNotice`: the shape the domain, sending-domain and sending-paused notices share. */
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
    ...(link.inText ? [link.inText === 'labelled' ? `${link.label}: ${link.url}` : link.url, ''] : []),
    ...(signature === undefined ? [] : [`— ${signature}`, '']),
  ].join('\n');
  return { subject, html, text };
}
