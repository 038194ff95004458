import { button, escapeHtml, footer, layout, singleLine, textToHtml, type RenderedMail } from '../../mail/templates/html.js';

export interface NotificationMail {
  platformName: string;
  /** As the admin typed them: plain text, never markup. */
  title: string;
  message: string;
  /** The back-office inbox, where the notification is waiting too. */
  inboxUrl: string;
}

/** An admin's notification, emailed to one distributor: the title is the subject, the message the body. */
export function notificationMail({ platformName, title, message, inboxUrl }: NotificationMail): RenderedMail {
  const subject = singleLine(title) || `A notification from ${platformName}`;
  const body = message.replace(/\r\n?/g, '\n').trim();
  const why = `You receive this because you have an active ${platformName} website. It is also in your back-office notifications.`;
  const html = layout(
    subject,
    [
      `<h2 style="font-size:18px;margin:0 0 12px">${escapeHtml(subject)}</h2>`,
      textToHtml(body),
      button(inboxUrl, 'Open your notifications'),
      footer(escapeHtml(why)),
    ].join('\n'),
  );
  const text = [subject, '', body, '', `Open your notifications: ${inboxUrl}`, '', '--', why, ''].join('\n');
  return { subject, html, text };
}
