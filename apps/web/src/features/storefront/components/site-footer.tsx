import { Link } from 'react-router-dom';
import type { SiteData } from '../api/site-data';
import { companyNameFrom, contactDetailsFrom, resolveDisclaimers, siteNameFrom } from '../lib/defaults';
import { storefrontHref } from '../lib/links';
import { LEGAL_LINKS, QUICK_LINKS, type LinkItem } from './nav-links';
import { NewsletterForm } from './newsletter-form';
import { ScrollToTop } from './scroll-to-top';
import { SocialLinks } from './social-links';
import classes from './site-footer.module.css';
import { Skeleton } from './ui/skeleton';
import { Stack } from './ui/stack';

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

const errorMessage = (error: unknown): string => (error instanceof Error && error.message ? error.message : 'Unknown error');

function LinkColumn({ title, links, basePath }: { title: string; links: LinkItem[]; basePath: string }) {
  return (
    <nav aria-label={title}>
      <h2 className={classes.heading}>{title}</h2>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={storefrontHref(basePath, link.to)} className={classes.link}>
              {link.label}
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
  const settings = site.data?.settings;
  const siteName = siteNameFrom(settings, fallbackName);
  const company = companyNameFrom(settings);
  const contact = contactDetailsFrom(settings);
  const disclaimers = resolveDisclaimers(site.data?.footer_disclaimers, company);
  const year = new Date().getFullYear();
  const hasContact = Boolean(contact.phone ?? contact.email ?? contact.address);

  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.columns}>
          <section aria-label="About this site">
            <p className={classes.brandName}>{siteName}</p>
            <p className={classes.muted}>{`An Independent Distributor of ${company}`}</p>
            {site.status === 'success' && (
              <SocialLinks links={site.data?.socialLinks} className={classes.social} linkClassName={classes.socialLink} />
            )}
          </section>

          <LinkColumn title="Quick Links" links={QUICK_LINKS} basePath={basePath} />
          <LinkColumn title="Legal" links={LEGAL_LINKS} basePath={basePath} />

          {site.status !== 'error' && (
            <section aria-label="Contact details">
              <h2 className={classes.heading}>Contact</h2>
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
                    Send a message
                  </Link>
                </p>
              )}
            </section>
          )}

          <section aria-label="Newsletter">
            <h2 className={classes.heading}>Newsletter</h2>
            <p className={`${classes.muted} ${classes.hint}`}>Sign up to receive updates and exclusive offers</p>
            <NewsletterForm tone="dark" source="footer" />
          </section>
        </div>

        {site.status === 'error' ? (
          <p className={classes.error} role="alert">
            Error loading footer: {errorMessage(site.error)}
          </p>
        ) : site.status === 'pending' ? (
          <div className={classes.disclaimers} aria-busy="true">
            <Skeleton height={10} />
            <Skeleton height={10} />
            <Skeleton height={10} width="80%" />
          </div>
        ) : (
          <div className={classes.disclaimers} aria-label="Disclaimers" role="group">
            <p>
              <strong>Site disclaimer:</strong> {disclaimers.site}
            </p>
            <p>
              <strong>Product disclaimer:</strong> {disclaimers.product}
            </p>
            <p>
              <strong>Income disclaimer:</strong> {disclaimers.income}
            </p>
          </div>
        )}

        <p className={classes.copyright}>{`© ${String(year)} ${siteName}. All rights reserved.`}</p>
      </div>
      <ScrollToTop />
    </footer>
  );
}
