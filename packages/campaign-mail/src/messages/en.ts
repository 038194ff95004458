/**
 * The server's visitor-facing messages in English: the emails a storefront's visitors receive (double
 * opt-in confirmation, welcome and lead autoresponders' fixed parts, campaign and sequence footers) and
 * the small pages behind the links in them (docs/product.md "Languages"). ICU MessageFormat, as the
 * storefront's messages; English is the source of the keys: every other locale file has exactly these.
 * What the distributor typed (their autoresponder text, their disclaimers) is never translated.
 */
export const en = {
  // Shared by the emails.
  'mail.greeting': 'Hi there,',
  'mail.signoff': 'Warm regards,',
  'mail.unsubscribe': 'Unsubscribe',

  // Double opt-in confirmation.
  'confirm.subject': 'Please confirm your subscription to {siteName}',
  'confirm.intro': 'Thank you for subscribing to the {siteName} newsletter. Please confirm that this is your email address:',
  'confirm.introText':
    'Thank you for subscribing to the {siteName} newsletter. Please confirm that this is your email address by opening this link:',
  'confirm.button': 'Confirm my subscription',
  'confirm.copyLink': 'Or copy this link into your browser: {link}',
  'confirm.validFor': '{days, plural, one {The link works for # day.} other {The link works for # days.}}',
  'confirm.ignore': 'If you did not ask to subscribe, ignore this email: you will not be added and will not hear from {siteName} again.',
  'confirm.subscribedOn': 'Someone subscribed this address on {siteUrl}.',

  // The welcome autoresponder's default copy and footer.
  'welcome.subject': 'Welcome to {siteName}!',
  'welcome.thanks': "Thank you for subscribing to the {siteName} newsletter. It's wonderful to have you with us!",
  'welcome.introDistributor': "I'm {distributorName}, an independent distributor of {companyName}.",
  'welcome.introSite': '{siteName} is run by an independent distributor of {companyName}.',
  'welcome.news': "{intro} From time to time you'll hear from me with wellness tips, product news and special offers.",
  'welcome.replyHint': 'Have a question in the meantime? Just reply to this email; it comes straight to me.',
  'welcome.subscribedOn': 'You subscribed on {siteUrl}, so you are receiving this email.',
  'welcome.dontWant': "Don't want emails from {siteName}? {unsubscribe}.",
  'welcome.dontWantText': "Don't want emails from {siteName}? Unsubscribe: {url}",

  // The one invitation to subscribe an imported contact may get (a double opt-in worded as an invitation).
  'invite.subject': '{who} invites you to the {site} newsletter',
  'invite.greeting': 'Hello,',
  'invite.intro': '{who} has you in their contacts and would like to send you the {site} newsletter. Would you like to receive it?',
  'invite.button': 'Yes, subscribe me',
  'invite.buttonText': 'Yes, subscribe me: {url}',
  'invite.validFor': '{days, plural, one {This link works for # day.} other {This link works for # days.}}',
  'invite.ignore': 'If you do nothing, you will not be subscribed and you will not be asked again.',

  // The lead autoresponder's default copy and footer. {name} stands for the visitor's name.
  'lead.subject': 'Thank you for your message to {siteName}',
  'lead.greeting': 'Hi {name},',
  'lead.received':
    'Thank you for getting in touch through {siteName}. I have received your message and will get back to you personally ' +
    'as soon as I can, usually within one or two working days.',
  'lead.replyHint': 'If you would like to add anything in the meantime, just reply to this email; it comes straight to me.',
  'lead.visitorFallback': 'there',
  'lead.why': 'You are receiving this email because you sent a message through {siteUrl}.',

  // Campaign and sequence emails: the blocks' buttons and the footer.
  'campaign.buyNow': 'Buy now',
  'campaign.readMore': 'Read more',
  'campaign.why': 'You receive this email because you subscribed on {site}.',
  'campaign.webVersion': 'View in your browser',

  // The answers of the storefront's forms (shown by the form; 'successful' marks a subscription's success).
  'form.subscribed': 'Subscription successful! Please check your email and click the link to confirm your subscription.',
  'form.confirmationPending':
    'Subscription successful! Your confirmation link is on its way: please check your email (and your spam folder).',
  'form.alreadySubscribed': 'Subscription successful! You were already on our list.',
  'form.leadReceived': 'Thank you! Your message has been sent.',

  // The pages behind the links of the emails.
  'page.invalid.title': 'This unsubscribe link is not valid',
  'page.invalid.text': 'The link may be incomplete. Copy the whole link from the email and try again.',
  'page.ask.title': 'Unsubscribe?',
  'page.ask.text': 'Press the button to stop receiving newsletter emails from {siteName}.',
  'page.ask.button': 'Unsubscribe',
  'page.already.title': 'You are unsubscribed',
  'page.done.title': 'You have been unsubscribed',
  'page.done.text': 'You will not receive further newsletter emails from {siteName}.',
  'page.undo.lead': 'Unsubscribed by mistake?',
  'page.undo.button': 'Resubscribe',
  'page.again.lead': 'Want the newsletter again?',
  'page.again.button': 'Send me a confirmation email',
  'page.confirmationSent.title': 'Please check your email',
  'page.confirmationSent.text':
    'We have sent you an email with a link to confirm your subscription to the {siteName} newsletter. ' +
    'You will receive the newsletter again once you have confirmed.',
  'page.resubscribed.title': 'You are subscribed again',
  'page.resubscribed.text': 'Welcome back! You will receive the {siteName} newsletter again.',
  'page.resubscribedPending.title': 'Please confirm your subscription',
  'page.resubscribedPending.text':
    'Your subscription to the {siteName} newsletter is not confirmed. Subscribe again on the site and confirm from the email we send you.',
  'page.cannotResubscribe.title': 'We cannot subscribe this address again',
  'page.cannotResubscribe.text': 'Emails to this address were refused or reported, so we no longer send newsletters to it.',
  'page.confirm.title': 'Confirm your subscription',
  'page.confirm.text': 'Press the button to confirm that you want to receive the {listName} newsletter.',
  'page.confirm.button': 'Confirm subscription',
  'page.sequenceAsk.text': 'Press the button to stop receiving emails from {siteName}.',
  'page.sequenceDone.text': 'You will not receive further emails from {siteName}.',
} as const;

export type ServerMessageKey = keyof typeof en;

/** A locale's file: every key of the English one, nothing else (a missing key does not compile). */
export type ServerMessages = { readonly [K in ServerMessageKey]: string };
