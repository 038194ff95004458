import { describe, expect, it } from '@jest/globals';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { isSubscriptionSuccess, SITE_LANGUAGES } from '@ds/shared';
import { en } from './en.js';
import { formatLocalPrice } from '../prepare.js';
import { intlLocale, languageFromAcceptLanguage, SERVER_MESSAGES, serverMessages, siteLanguageOf } from './index.js';

/** The arguments a message uses (`{siteName}`, `{days, plural, …}`), sorted. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date) into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

describe('server messages', () => {
  it('every language has exactly the English keys, each a valid ICU message with the same arguments', () => {
    const keys = Object.keys(en).sort();
    for (const language of SITE_LANGUAGES) {
      const catalog = SERVER_MESSAGES[language];
      expect([language, Object.keys(catalog).sort()]).toEqual([language, keys]);
      for (const key of keys) {
        const message = catalog[key as keyof typeof en];
        expect([language, key, message.trim().length > 0]).toEqual([language, key, true]);
        const args = [...argumentsOf(parse(message))].sort();
        expect([language, key, args]).toEqual([language, key, [...argumentsOf(parse(en[key as keyof typeof en]))].sort()]);
      }
    }
  });

  it('formats plurals and values in the language, and escapes for HTML', () => {
    expect(serverMessages('en').text('confirm.validFor', { days: 7 })).toBe('The link works for 7 days.');
    expect(serverMessages('en').text('confirm.validFor', { days: 1 })).toBe('The link works for 1 day.');
    expect(serverMessages('ko').text('confirm.validFor', { days: 7 })).toBe('이 링크는 7일 동안 유효합니다.');
    expect(serverMessages('es').text('confirm.subject', { siteName: 'Ana' })).toBe('Confirma tu suscripción a Ana');
    expect(serverMessages('en').html('welcome.dontWant', { siteName: 'A & "B"' }, { unsubscribe: '<a href="x">Unsubscribe</a>' })).toBe(
      'Don\'t want emails from A &amp; &quot;B&quot;? <a href="x">Unsubscribe</a>.',
    );
    // A `$` or a mark-like text in a value is text.
    expect(serverMessages('fr').text('page.done.text', { siteName: '$1 Shop' })).toBe('Vous ne recevrez plus la newsletter de $1 Shop.');
  });

  it("marks a subscription's answer as a success in every language, and only those", () => {
    for (const language of SITE_LANGUAGES) {
      const t = serverMessages(language);
      for (const key of ['form.subscribed', 'form.confirmationPending', 'form.alreadySubscribed'] as const)
        expect([language, key, isSubscriptionSuccess(t.text(key))]).toEqual([language, key, true]);
      expect([language, isSubscriptionSuccess(t.text('form.leadReceived'))]).toEqual([language, false]);
    }
  });

  it('formats prices in the language and the site country: zero-decimal currencies without decimals', () => {
    expect(formatLocalPrice(29.95, 'USD')).toBe('$29.95');
    expect(formatLocalPrice(29900, 'KRW', 'ko', 'KR')).toBe('₩29,900');
    expect(formatLocalPrice(2980, 'JPY', 'ja', 'JP')).toMatch(/^[¥￥]2,980$/);
    expect(formatLocalPrice(299, 'MXN', 'es', 'MX')).toBe('$299.00');
    expect(formatLocalPrice(29.95, 'EUR', 'fr', 'FR')).toBe('29,95\u00a0€');
    expect(formatLocalPrice(890, 'TWD', 'zh-Hant', 'TW')).toBe('$890.00');
    expect(intlLocale('ko', 'kr')).toBe('ko-KR');
    expect(intlLocale('es', null)).toBe('es');
    expect(intlLocale('en', 'FR')).toBe('en-US');
  });

  it('reads the site language defensively and negotiates Accept-Language', () => {
    expect(siteLanguageOf({ site_language: 'ja' })).toBe('ja');
    expect(siteLanguageOf({ site_language: 'de' })).toBe('en');
    expect(siteLanguageOf({})).toBe('en');
    expect(serverMessages('xx').language).toBe('en');
    expect(languageFromAcceptLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageFromAcceptLanguage('zh-TW,zh;q=0.9')).toBe('zh-Hant');
    expect(languageFromAcceptLanguage('zh-CN,ko;q=0.5')).toBe('ko');
    expect(languageFromAcceptLanguage('de-DE, fr;q=0.4, ja;q=0.7')).toBe('ja');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });
});
