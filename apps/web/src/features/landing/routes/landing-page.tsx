import { lazy, Suspense } from 'react';
import { usePageTitle } from '@/components/ui/page-title';
import { FeaturesSection } from '@/features/landing/components/features-section';
import { Hero } from '@/features/landing/components/hero';
import { SiteHeader } from '@/features/landing/components/site-header';
import { CONTACT_DETAILS } from '@/features/landing/content';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { useHydrated } from '@/lib/use-hydrated';
import classes from './landing-page.module.css';

// The first screen (top bar, hero, features) is in the route chunk; the rest of the page and the footer
// share one chunk that starts downloading as soon as the page renders (or, when the server prerendered the
// first screen, as soon as it is hydrated: until then both sides show the placeholder, see useHydrated).
const belowFold = () => import('@/features/landing/components/below-fold');
const BelowFoldSections = lazy(() => belowFold().then((m) => ({ default: m.BelowFoldSections })));
const BelowFoldFooter = lazy(() => belowFold().then((m) => ({ default: m.BelowFoldFooter })));

/** Marketing landing page on the main domain: one scrolling page (spec §2). */
export function LandingPageRoute() {
  usePageTitle(undefined);
  const { companyName, platformName } = getRuntimeConfig();
  const supportEmail = CONTACT_DETAILS.email;
  const hydrated = useHydrated();
  const pending = <div className={classes.pending} aria-busy="true" />;
  return (
    <div className={classes.page}>
      <a href="#main" className={classes.skip}>
        Skip to main content
      </a>
      <SiteHeader brand={platformName} />
      <main id="main" tabIndex={-1} className={classes.main}>
        <Hero companyName={companyName} />
        <FeaturesSection />
        {hydrated ? (
          <Suspense fallback={pending}>
            <BelowFoldSections companyName={companyName} platformName={platformName} supportEmail={supportEmail} />
          </Suspense>
        ) : (
          pending
        )}
      </main>
      {hydrated && (
        <Suspense fallback={null}>
          <BelowFoldFooter platformName={platformName} supportEmail={supportEmail} />
        </Suspense>
      )}
    </div>
  );
}
