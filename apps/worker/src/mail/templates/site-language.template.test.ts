import { describe, expect, it } from '@jest/globals';
import { contactInvitationMail } from './contact-invitation.template.js';
import { leadAutoresponderMail } from './lead-autoresponder.template.js';
import { subscriberConfirmMail } from './subscriber-confirm.template.js';
import { subscriberWelcomeMail } from './subscriber-welcome.template.js';

/** The visitor emails in a site's language (docs/product.md "Languages"); English is covered by templates.test.ts. */
describe("visitor emails in the site's language", () => {
  it('writes the lead autoresponder default in Japanese, the visitor named, lang="ja"', () => {
    const mail = leadAutoresponderMail({
      siteName: '健康ライフ',
      distributorName: '佐藤 花子',
      visitorName: '山田',
      message: null,
      replyable: true,
      siteUrl: 'https://kenko.example.com',
      language: 'ja',
    });
    expect(mail.subject).toBe('健康ライフ へのお問い合わせありがとうございます');
    expect(mail.text).toContain('山田様\n\n健康ライフ からお問い合わせいただきありがとうございます。');
    expect(mail.text).toContain('よろしくお願いいたします。\n佐藤 花子');
    expect(mail.text).toContain('https://kenko.example.com からメッセージを送信されたため、このメールをお送りしています。');
    expect(mail.html).toContain('<html lang="ja"');
    // The distributor's own text is sent as written.
    const own = leadAutoresponderMail({
      siteName: '健康ライフ',
      distributorName: null,
      visitorName: '',
      message: { subject: 'Merci', body: 'Bonjour {name} !' },
      replyable: false,
      siteUrl: 'https://kenko.example.com',
      language: 'ja',
    });
    expect(own.subject).toBe('Merci');
    expect(own.text.startsWith('Bonjour お客 !')).toBe(true);
  });

  it('writes the welcome default and its unsubscribe footer in French', () => {
    const mail = subscriberWelcomeMail({
      siteName: 'Bien-être & Co',
      distributorName: 'Claire Martin',
      companyName: 'Acme',
      message: null,
      replyable: false,
      siteUrl: 'https://claire.example.com',
      unsubscribeUrl: 'https://claire.example.com/api/newsletters/unsubscribe?sid=1&sig=2',
      language: 'fr',
    });
    expect(mail.subject).toBe('Bienvenue sur Bien-être & Co !');
    expect(mail.text).toContain('Je suis Claire Martin, distributeur indépendant de Acme. De temps en temps');
    expect(mail.text).toContain(
      'Vous ne souhaitez plus recevoir d’e-mails de Bien-être & Co ? Se désabonner : https://claire.example.com/api/newsletters/unsubscribe?sid=1&sig=2',
    );
    expect(mail.html).toContain(
      'Vous ne souhaitez plus recevoir d’e-mails de Bien-être &amp; Co ? ' +
        '<a href="https://claire.example.com/api/newsletters/unsubscribe?sid=1&amp;sig=2">Se désabonner</a>.',
    );
    expect(mail.html).toContain('<html lang="fr"');
  });

  it('writes the confirmation in Traditional Chinese, days through the plural rules', () => {
    const mail = subscriberConfirmMail({
      siteName: '健康生活',
      siteUrl: 'https://tw.example.com',
      confirmUrl: 'https://tw.example.com/api/newsletters/confirm?token=t',
      validDays: 7,
      language: 'zh-Hant',
    });
    expect(mail.subject).toBe('請確認訂閱 健康生活');
    expect(mail.text).toContain('此連結的有效期限為 7 天。');
    expect(mail.html).toContain('>確認訂閱</a>');
    expect(mail.html).toContain('<html lang="zh-Hant"');
    expect(mail.text).not.toMatch(/[A-Za-z]{4,} [A-Za-z]{4,}/);
  });

  it("writes an imported contact's invitation in Korean", () => {
    const mail = contactInvitationMail({
      siteName: '건강한 하루',
      distributorName: '김민수',
      siteUrl: 'https://seoul.example.com',
      confirmUrl: 'https://seoul.example.com/api/newsletters/confirm?token=t',
      validDays: 7,
      language: 'ko',
    });
    expect(mail.subject).toBe('김민수님이 건강한 하루 뉴스레터에 초대합니다');
    expect(mail.text).toContain('네, 구독할게요: https://seoul.example.com/api/newsletters/confirm?token=t');
    expect(mail.text).toContain('이 링크는 7일 동안 유효합니다.');
    expect(mail.html).toContain('>네, 구독할게요</a>');
    expect(mail.html).toContain('<html lang="ko"');
  });
});
