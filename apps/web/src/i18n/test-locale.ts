import { defaultCopy, localizedDisclaimers, type DefaultCopy, type Disclaimers, type SiteLanguage } from '@ds/shared';
import type { MessageFormatElement } from 'react-intl';
import type { LocaleData } from './locale-data';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import ja from './messages/ja.json';
import ko from './messages/ko.json';
import zhHant from './messages/zh-Hant.json';

/** Tests only: every language's data at once, synchronously (the app loads one language, lazily). */
const MESSAGES = { en, es, fr, 'zh-Hant': zhHant, ko, ja } as unknown as Record<SiteLanguage, Record<string, MessageFormatElement[]>>;

export function testLocaleData(locale: SiteLanguage = 'en'): LocaleData {
  return {
    locale,
    messages: MESSAGES[locale],
    copy: defaultCopy(locale),
    disclaimers: localizedDisclaimers(locale, '{company}'),
  };
}

const wrap = (text: string) => `[!! ${text} !!]`;

/** English with every message, default text and disclaimer marked `[!! … !!]` (the pseudo-locale test). */
export function pseudoLocaleData(): LocaleData {
  const english = testLocaleData('en');
  const messages = Object.fromEntries(
    Object.entries(english.messages).map(([key, ast]) => [
      key,
      [{ type: 0, value: '[!! ' }, ...ast, { type: 0, value: ' !!]' }] as MessageFormatElement[],
    ]),
  );
  const mark = <T extends object>(texts: T): T =>
    Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, wrap(String(value))])) as T;
  return { ...english, messages, copy: mark<DefaultCopy>(english.copy), disclaimers: mark<Disclaimers>(english.disclaimers) };
}
