import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { SiteData } from '../api/site-data';
import { useLocaleData, useT } from '@/i18n/storefront-intl';
import { companyNameFrom, contactDetailsFrom, resolveDisclaimers, siteNameFrom } from '../lib/defaults';
import { storefrontHref } from '../lib/links';
import { LEGAL_LINKS, QUICK_LINKS, type LinkItem } from './nav-links';
import { NewsletterForm } from './newsletter-form';
import classes from './site-footer.module.css';
import { Skeleton } from './ui/skeleton';
import { Stack } from './ui/stack';

// Below the fold and not interactive before they hydrate (links; a button that shows only after scrolling):
// chunks of their own, so a first visit's JS does not carry their icons (docs/performance.md).
const SocialLinks = lazy(() => import('./social-links').then((m) => ({ default: m.SocialLinks })));
const ScrollToTop = lazy(() => import('./scroll-to-top').then((m) => ({ default: m.ScrollToTop })));

export interface SiteDataState {
  status: 'pending' | 'error' | 'success';
  data?: SiteData | undefined;
  error?: unknown;
}

interface SiteFooterProps {
  site: SiteDataState;
  /** The name from the host lookup, used until (or unless) the site data has one. */
  siteName?: string | null;
  basePath?: string;
}

const errorMessage = (error: unknown): string | null => (error instanceof Error && error.message ? error.message : null);

function LinkColumn({ title, links, basePath }: { title: string; links: LinkItem[]; basePath: string }) {
  const t = useT();
  return (
    <nav aria-label={title}>
      <h2 className={classes.heading}>{title}</h2>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={storefrontHref(basePath, link.to)} className={classes.link}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Footer of every template (docs/product.md#storefront-footer): quick and legal links, newsletter (reading A), contact details,
 * the three disclaimers, social links, copyright, and the scroll-to-top button.
 */
export function SiteFooter({ site, siteName: fallbackName, basePath = '' }: SiteFooterProps) {
  const t = useT();
  const locale = useLocaleData();
  const settings = site.data?.settings;
  const siteName = siteNameFrom(settings, fallbackName);
  const company = companyNameFrom(settings);
  const contact = contactDetailsFrom(settings);
  const disclaimers = resolveDisclaimers(site.data?.footer_disclaimers, company, locale.disclaimers);
  const year = new Date().getFullYear();
  const hasContact = Boolean(contact.phone ?? contact.email ?? contact.address);

  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.columns}>
          <section aria-label={t('footer.aboutSite')}>
            <p className={classes.brandName}>{siteName}</p>
            <p className={classes.muted}>{t('header.tagline', { company })}</p>
            {site.status === 'success' && (
              <Suspense fallback={null}>
                <SocialLinks links={site.data?.socialLinks} className={classes.social} linkClassName={classes.socialLink} />
              </Suspense>
            )}
          </section>

          <LinkColumn title={t('footer.quickLinks')} links={QUICK_LINKS} basePath={basePath} />
          <LinkColumn title={t('footer.legal')} links={LEGAL_LINKS} basePath={basePath} />

          {site.status !== 'error' && (
            <section aria-label={t('footer.contactDetails')}>
              <h2 className={classes.heading}>{t('footer.contact')}</h2>
              {site.status === 'pending' ? (
                <Stack gap={8}>
                  <Skeleton height={10} width="70%" />
                  <Skeleton height={10} width="60%" />
                </Stack>
              ) : hasContact ? (
                <ul className={classes.list}>
                  {contact.phone && (
                    <li>
                      <a className={classes.link} href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                        {contact.phone}
                      </a>
                    </li>
                  )}
                  {contact.email && (
                    <li>
                      <a className={classes.link} href={`mailto:${contact.email}`}>
                        {contact.email}
                      </a>
                    </li>
                  )}
                  {contact.address && (
                    <li>
                      <address className={classes.address}>{contact.address}</address>
                    </li>
                  )}
                </ul>
              ) : (
                <p className={classes.muted}>
                  <Link to={storefrontHref(basePath, 'contact')} className={classes.link}>
                    {t('footer.sendMessage')}
                  </Link>
                </p>
              )}
            </section>
          )}

          <section aria-label={t('footer.newsletter')}>
            <h2 className={classes.heading}>{t('footer.newsletter')}</h2>
            <p className={`${classes.muted} ${classes.hint}`}>{t('footer.newsletterHint')}</p>
            <NewsletterForm tone="dark" source="footer" />
          </section>
        </div>

        {site.status === 'error' ? (
          <p className={classes.error} role="alert">
            {t('footer.loadError', { message: errorMessage(site.error) ?? t('state.unknownError') })}
          </p>
        ) : site.status === 'pending' ? (
          <div className={classes.disclaimers} aria-busy="true">
            <Skeleton height={10} />
            <Skeleton height={10} />
            <Skeleton height={10} width="80%" />
          </div>
        ) : (
          <div className={classes.disclaimers} aria-label={t('footer.disclaimers')} role="group">
            <p>
              <strong>{t('footer.siteDisclaimer')}</strong> {disclaimers.site}
            </p>
            <p>
              <strong>{t('footer.productDisclaimer')}</strong> {disclaimers.product}
            </p>
            <p>
              <strong>{t('footer.incomeDisclaimer')}</strong> {disclaimers.income}
            </p>
          </div>
        )}

        <p className={classes.copyright}>{t('footer.copyright', { year: String(year), siteName })}</p>
      </div>
      <Suspense fallback={null}>
        <ScrollToTop />
      </Suspense>
    </footer>
  );
}
