import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import type { SiteLanguage } from '@ds/shared';
import { setOverlayLabel } from '@/components/ui/full-screen-loader';
import { formatCompiled } from './format-message';
import type { LocaleData } from './locale-data';
import type { MessageKey } from './message-keys';

export type { LocaleData, MessageKey };

/** The key under which a server-rendered page carries its language's data (entry-server.tsx, hydration). */
export const LOCALE_DATA_KEY = '/i18n';

// @ds/shared's SITE_LANGUAGES and FALLBACK_LANGUAGE (languages.test.ts keeps them equal): importing them would
// put @ds/shared's languages module in a chunk of its own on the first visit.
const LANGUAGES: readonly string[] = ['en', 'es', 'fr', 'zh-Hant', 'ko', 'ja'] satisfies SiteLanguage[];
const FALLBACK_LANGUAGE: SiteLanguage = 'en';
const isSiteLanguage = (value: unknown): value is SiteLanguage => typeof value === 'string' && LANGUAGES.includes(value);

/** A site's language: `site_language` of its settings, English when absent or unknown (docs/i18n.md). */
export { LANGUAGES as STOREFRONT_LANGUAGES };

export function siteLanguageOf(settings: unknown): SiteLanguage {
  const value = settings && typeof settings === 'object' ? (settings as { site_language?: unknown }).site_language : undefined;
  return isSiteLanguage(value) ? value : FALLBACK_LANGUAGE;
}

const loaded = new Map<string, LocaleData>();
const loading = new Map<string, Promise<LocaleData>>();

/** Data of a language that is here already (loaded, or carried by the server-rendered page). */
export function loadedLocaleData(locale: SiteLanguage): LocaleData | undefined {
  const known = loaded.get(locale);
  if (known) return known;
  const carried = typeof window === 'undefined' ? undefined : window.__DS_SSR__?.answers[LOCALE_DATA_KEY];
  if (carried && 'data' in carried && (carried.data as LocaleData | undefined)?.locale === locale) {
    loaded.set(locale, carried.data as LocaleData);
    return carried.data as LocaleData;
  }
  return undefined;
}

/** Makes a language's data known without loading it (tests; the server's own renders load it once). */
export function rememberLocaleData(data: LocaleData): void {
  loaded.set(data.locale, data);
}

function localeDataPromise(locale: SiteLanguage): Promise<LocaleData> {
  let promise = loading.get(locale);
  if (!promise) {
    promise = import('./locale-data')
      .then(({ loadLocaleData }) => loadLocaleData(locale))
      .then((data) => {
        loaded.set(locale, data);
        return data;
      });
    loading.set(locale, promise);
  }
  return promise;
}

const LocaleDataContext = createContext<LocaleData | null>(null);
/** The storefront's intl object (react-intl's `IntlShape`, as `useIntl` gives it in the back office). */
const IntlContext = createContext<IntlShape | null>(null);
function useStorefrontIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useStorefrontIntl outside StorefrontIntl');
  return intl;
}

/**
 * The storefront in `locale`: its messages loaded first (suspends until then; a server render waits for them).
 * `region`: the site's country, whose way of writing numbers and prices the language takes (docs/i18n.md).
 */
export function StorefrontIntl({ locale, region, children }: { locale: SiteLanguage; region?: unknown; children: ReactNode }) {
  const data = loadedLocaleData(locale) ?? use(localeDataPromise(locale));
  return (
    <StorefrontIntlProvider data={data} region={region}>
      {children}
    </StorefrontIntlProvider>
  );
}

/**
 * The language's messages and default texts for the pages. The intl object has the shape of react-intl's
 * (`formatMessage`, `formatNumber`, `formatDate`, `locale`) over the same compiled FormatJS messages, formatted
 * by format-message.ts and `Intl`: react-intl's own provider and formatter (the back office's) are 8 KB of
 * gzip the storefront's first-visit budget has no room for (docs/i18n.md "Library").
 */
export function StorefrontIntlProvider({ data, region, children }: { data: LocaleData; region?: unknown; children: ReactNode }) {
  const intl = useMemo(() => storefrontIntl(data, region), [data, region]);
  return (
    <IntlContext value={intl}>
      <LocaleDataContext value={data}>{children}</LocaleDataContext>
    </IntlContext>
  );
}

/**
 * The parts of react-intl's IntlShape the storefront uses: `formatMessage` (dates and numbers inside messages
 * through format-message.ts) and `locale` (prices, through `Intl`). Its `locale` is the language in the site's
 * country (`es-MX`: $399.00, where `es` writes 399,00 MXN; `ja-JP`, `zh-Hant-TW`), as the emails' `intlLocale`
 * (packages/campaign-mail) has it; English stays `en`, as its prices have always been. It also gives the
 * navigation overlay its 'Loading...' in the language (`setOverlayLabel`).
 */
function storefrontIntl({ locale: language, messages }: LocaleData, region?: unknown): IntlShape {
  // (`test` reads a missing region as "undefined": no match.)
  const locale = language !== 'en' && /^[A-Z]{2}$/.test(region as string) ? `${language}-${region as string}` : language;
  // A key with no message shows as itself (the message files' test fails on any such key).
  const formatMessage = ({ id }: { id?: string | number }, values?: Record<string, unknown>): string =>
    formatCompiled(messages[String(id)] ?? [{ type: 0, value: String(id) }], locale, values);
  setOverlayLabel(formatMessage({ id: 'state.loadingScreen' }));
  return { locale, formatMessage } as unknown as IntlShape;
}

/** The site language's default texts (home page sections, disclaimers). */
export function useLocaleData(): LocaleData {
  const data = useContext(LocaleDataContext);
  if (!data) throw new Error('useLocaleData outside StorefrontIntl');
  return data;
}

type Values = Record<string, string | number | Date | null | undefined>;

/** `t(key, values)`: a message of the site's language, by a key that exists (message-keys.ts). */
export function useT() {
  const intl = useStorefrontIntl();
  return Object.assign((key: MessageKey, values?: Values) => intl.formatMessage({ id: key }, values), { intl });
}
