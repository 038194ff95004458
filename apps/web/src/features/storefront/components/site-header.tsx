import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useT } from '@/i18n/storefront-intl';
import { storefrontHref } from '../lib/links';
import { HEADER_LINKS } from './nav-links';
import { SiteLogo } from './site-logo';
import template1Classes from './template1-layout.module.css';
import { Burger } from './ui/burger';
import { Skeleton } from './ui/skeleton';

const MobileNav = lazy(() => import('./mobile-nav'));

interface SiteHeaderProps {
  siteName: string;
  companyName: string;
  /** null while the site data is still loading. */
  logoUrl: string | null;
  basePath: string;
  /** The template's header styles (template 1's by default): same markup, each template's own look. */
  classes?: HeaderClasses;
  /** Extra content at the end of the header bar (e.g. a template's call-to-action button). */
  action?: ReactNode;
}

/** The class names a template styles its header with. */
export type HeaderClasses = Record<
  'header' | 'headerInner' | 'brand' | 'brandText' | 'siteName' | 'tagline' | 'desktopNav' | 'burger' | 'navLink',
  string
>;

/**
 * The storefront header (docs/product.md#storefront): logo, 'An Independent Distributor of {company}', the six page links,
 * and a mobile menu.
 */
export function SiteHeader({
  siteName,
  companyName,
  logoUrl,
  basePath,
  classes = template1Classes as HeaderClasses,
  action,
}: SiteHeaderProps) {
  const t = useT();
  const [menuOpened, setMenuOpened] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const home = storefrontHref(basePath, '');

  return (
    <header className={classes.header}>
      <div className={classes.headerInner}>
        <Link to={home} className={classes.brand}>
          {logoUrl === null ? (
            <Skeleton width={48} height={48} aria-hidden="true" />
          ) : (
            <SiteLogo key={logoUrl} src={logoUrl} alt={t('header.logoAlt', { siteName })} />
          )}
          <span className={classes.brandText}>
            <span className={classes.siteName}>{siteName}</span>
            <span className={classes.tagline}>{t('header.tagline', { company: companyName })}</span>
          </span>
        </Link>
        <nav aria-label={t('nav.main')} className={classes.desktopNav}>
          {HEADER_LINKS.map((link) => (
            <NavLink key={link.label} to={storefrontHref(basePath, link.to)} end={link.to === ''} className={classes.navLink}>
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        {action}
        <Burger
          className={classes.burger}
          opened={menuOpened}
          onClick={() => {
            setMenuRequested(true);
            setMenuOpened((open) => !open);
          }}
          aria-label={menuOpened ? t('header.closeMenu') : t('header.openMenu')}
        />
      </div>
      {menuRequested && (
        <Suspense fallback={null}>
          <MobileNav
            opened={menuOpened}
            onClose={() => {
              setMenuOpened(false);
            }}
            title={siteName}
            basePath={basePath}
          />
        </Suspense>
      )}
    </header>
  );
}
