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

/** Marketing landing page on the main domain: one scrolling page (docs/product.md#landing). */
export function LandingPageRoute() {
  usePageTitle(undefined);
  const { companyName, platformName } = getRuntimeConfig();
  const supportEmail = CONTACT_DETAILS.email;
  // Hydrated in short tasks with the rest of the UI shell (app/ui-shell.tsx). The below-the-fold parts read
  // useHydrated themselves, so this component does not render again once hydrated.
  return (
    <div className={classes.page}>
      <a href="#main" className={classes.skip}>
        Skip to main content
      </a>
      <SiteHeader brand={platformName} />
      <main id="main" tabIndex={-1} className={classes.main}>
        <Hero companyName={companyName} />
        <FeaturesSection />
        <BelowFoldMain companyName={companyName} platformName={platformName} supportEmail={supportEmail} />
      </main>
      <BelowFoldFooterSlot platformName={platformName} supportEmail={supportEmail} />
    </div>
  );
}

/** The sections below the features: a placeholder on the server and while hydrating, then the lazy chunk. */
function BelowFoldMain(props: { companyName: string; platformName: string; supportEmail: string }) {
  const hydrated = useHydrated();
  const pending = <div className={classes.pending} aria-busy="true" />;
  if (!hydrated) return pending;
  return (
    <Suspense fallback={pending}>
      <BelowFoldSections {...props} />
    </Suspense>
  );
}

/** The footer: nothing on the server and while hydrating, then the lazy chunk. */
function BelowFoldFooterSlot(props: { platformName: string; supportEmail: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <BelowFoldFooter {...props} />
    </Suspense>
  );
}
