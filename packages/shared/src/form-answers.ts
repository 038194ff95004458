import type { SiteLanguage } from './languages.js';

/**
 * What begins the answer of a successful newsletter subscription in each site language (the API's answer is
 * in the site's language: `@ds/campaign-mail` server messages). The forms show an answer holding one as a
 * success, the others as an error (docs/product.md#newsletter: "contains 'successful'" in English).
 */
export const SUBSCRIPTION_SUCCESS_MARKS: Readonly<Record<SiteLanguage, string>> = {
  en: 'successful',
  es: 'Suscripción completada',
  fr: 'Abonnement réussi',
  'zh-Hant': '訂閱成功',
  ko: '구독 신청 완료',
  ja: '登録完了',
};

/** Whether a subscription's answer (in any site language) says it succeeded. */
export function isSubscriptionSuccess(message: string): boolean {
  return Object.values(SUBSCRIPTION_SUCCESS_MARKS).some((mark) => message.includes(mark));
}
