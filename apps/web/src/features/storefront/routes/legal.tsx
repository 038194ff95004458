import { Fragment, use, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LegalPage as LegalPageId, LegalParagraph, LegalTexts, SiteLanguage } from '@ds/shared';
import page from '@/features/storefront/components/page.module.css';
import { PageHeader } from '@/features/storefront/components/page-header';
import { ErrorState, TextSkeleton, errorText } from '@/features/storefront/components/states';
import { useLocaleData, useT } from '@/i18n/storefront-intl';
import { resolveDisclaimers, type Disclaimers } from '@/features/storefront/lib/defaults';
import { storefrontHref } from '@/features/storefront/lib/links';
import { useStorefront } from '@/features/storefront/lib/use-storefront';

/**
 * The legal pages' default texts, one chunk per language (@ds/shared legal-pages; docs/i18n.md): a legal
 * page loads only its site's language (a server render waits for it; the browser hydrates the page once
 * it is here).
 */
const LEGAL_TEXTS = import.meta.glob<Record<string, LegalTexts>>(
  '../../../../../../packages/shared/src/legal-pages/{en,es,fr,zh-hant,ko,ja}.ts',
);
const legalFile = (locale: SiteLanguage) => `../../../../../../packages/shared/src/legal-pages/${locale.toLowerCase()}.ts`;

const loaded = new Map<SiteLanguage, LegalTexts>();
const loading = new Map<SiteLanguage, Promise<LegalTexts>>();

/** Loads a language's legal texts (tests call it before rendering a legal page synchronously). */
export function loadLegalTexts(locale: SiteLanguage): Promise<LegalTexts> {
  let promise = loading.get(locale);
  if (!promise) {
    const load = LEGAL_TEXTS[legalFile(locale)] ?? LEGAL_TEXTS[legalFile('en')];
    promise = (load ? load() : Promise.reject(new Error(`no legal texts for ${locale}`))).then((module) => {
      const texts = Object.values(module)[0] as LegalTexts;
      loaded.set(locale, texts);
      return texts;
    });
    loading.set(locale, promise);
  }
  return promise;
}

function useLegalTexts(locale: SiteLanguage): LegalTexts {
  return loaded.get(locale) ?? use(loadLegalTexts(locale));
}

const H2 = ({ children }: { children: ReactNode }) => <h2 className={page.sectionTitle}>{children}</h2>;

/** A paragraph's pieces: text, one of the site's disclaimers, the contact page link. */
function Paragraph({ paragraph, disclaimers, contactHref }: { paragraph: LegalParagraph; disclaimers: Disclaimers; contactHref: string }) {
  return (
    <p>
      {paragraph.map((segment, index) =>
        typeof segment === 'string' ? (
          segment
        ) : 'disclaimer' in segment ? (
          disclaimers[segment.disclaimer]
        ) : (
          <Link key={index} to={contactHref}>
            {segment.contactLink}
          </Link>
        ),
      )}
    </p>
  );
}

/** A legal page: its default text in the site's language, naming the site, with the site's disclaimers. */
function LegalPage({ id }: { id: LegalPageId }) {
  const { site, siteName, companyName, basePath } = useStorefront();
  const locale = useLocaleData();
  const t = useT();
  const text = useLegalTexts(locale.locale)({ siteName, companyName })[id];
  let body: ReactNode;
  if (site.isPending) body = <TextSkeleton lines={8} />;
  else if (site.isError) body = <ErrorState message={errorText(site.error, t)} onRetry={() => void site.refetch()} />;
  else {
    const disclaimers = resolveDisclaimers(site.data.footer_disclaimers, companyName, locale.disclaimers);
    const contactHref = storefrontHref(basePath, 'contact');
    body = (
      <div className={page.prose}>
        {text.sections.map((section, s) => (
          <Fragment key={s}>
            {section.heading && <H2>{section.heading}</H2>}
            {section.paragraphs.map((paragraph, p) => (
              <Paragraph key={p} paragraph={paragraph} disclaimers={disclaimers} contactHref={contactHref} />
            ))}
          </Fragment>
        ))}
      </div>
    );
  }
  return (
    <>
      <PageHeader title={text.title} />
      <section className={page.section}>
        <div className={page.narrow}>{body}</div>
      </section>
    </>
  );
}

/** /income-disclaimer — the tenant's income disclaimer (or the default), with context. */
export const IncomeDisclaimerRoute = () => <LegalPage id="income-disclaimer" />;

/** /privacy-policy — default policy text naming the site. */
export const PrivacyPolicyRoute = () => <LegalPage id="privacy-policy" />;

/** /terms-of-use — default terms naming the site, with the tenant's disclaimers. */
export const TermsOfUseRoute = () => <LegalPage id="terms-of-use" />;
