import type { MessageFormatElement } from 'react-intl';
import { defaultCopy, localizedDisclaimers, type DefaultCopy, type Disclaimers, type SiteLanguage } from '@ds/shared';

/**
 * Everything a storefront shows in its language besides what the distributor wrote (docs/i18n.md): the
 * compiled messages, the home page's default texts and the default disclaimers (`{company}` left in).
 */
export interface LocaleData {
  locale: SiteLanguage;
  messages: Record<string, MessageFormatElement[]>;
  copy: DefaultCopy;
  disclaimers: Disclaimers;
}

// One chunk per language: a page loads only its site's (and a server-rendered page none: its HTML carries them).
const MESSAGES = import.meta.glob<Record<string, MessageFormatElement[]>>('./messages/*.json', { import: 'default' });

export async function loadLocaleData(locale: SiteLanguage): Promise<LocaleData> {
  const load = MESSAGES[`./messages/${locale}.json`] ?? MESSAGES['./messages/en.json'];
  if (!load) throw new Error(`no messages for ${locale}`);
  const messages = await load();
  const disclaimers = localizedDisclaimers(locale, '{company}');
  return { locale, messages, copy: defaultCopy(locale), disclaimers };
}
