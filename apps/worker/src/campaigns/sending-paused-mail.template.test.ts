import { describe, expect, it } from '@jest/globals';
import { sendingPausedMail } from './sending-paused-mail.template.js';

const reason =
  'Sending paused automatically: 0.4 % of your recent campaign emails were reported as spam (the limit is 0.3 %). ' +
  'An administrator will review your list and resume sending.';
const mail = sendingPausedMail({
  platformName: 'Distributor Sites',
  firstName: 'Jane',
  siteName: 'Jane <Wellness> &\nCo',
  reason,
  campaignsUrl: 'http://localhost:3000/backoffice/campaigns',
});

describe('sendingPausedMail', () => {
  it('names the site in a one-line subject', () => {
    expect(mail.subject).toBe('Campaign sending paused for Jane <Wellness> & Co');
  });

  it('gives the reason, what happens next and the way to the campaigns, in the text part', () => {
    expect(mail.text).toContain('Hi Jane,');
    expect(mail.text).toContain(`\n${reason}\n`);
    expect(mail.text).toContain('Until an administrator resumes sending, your campaigns wait');
    expect(mail.text).toContain('no subscriber gets the same campaign twice');
    expect(mail.text).toContain('See your campaigns: http://localhost:3000/backoffice/campaigns');
  });

  it('escapes what the distributor typed in the HTML part, and links the button to the campaigns', () => {
    expect(mail.html).toContain('We paused campaign sending for Jane &lt;Wellness&gt; &amp; Co.');
    expect(mail.html).not.toContain('<Wellness>');
    expect(mail.html).toContain(`<p>${reason}</p>`);
    expect(mail.html).toContain('<a href="http://localhost:3000/backoffice/campaigns"');
  });
});
