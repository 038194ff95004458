import { lazy, Suspense } from 'react';
import { useOutletContext } from 'react-router-dom';
import { useSiteData } from '@/features/storefront/api/site-data';
import { CtaLink } from '@/features/storefront/components/cta-link';
import pageClasses from '@/features/storefront/components/page.module.css';
import { SmartImage } from '@/features/storefront/components/smart-image';
import { ErrorOccurredCard, TextSkeleton, errorText } from '@/features/storefront/components/states';
import type { StorefrontOutletContext } from '@/features/storefront/components/template1-layout';
import { Skeleton } from '@/features/storefront/components/ui/skeleton';
import { Stack } from '@/features/storefront/components/ui/stack';
import { useLocaleData, useT } from '@/i18n/storefront-intl';
import { DEFAULT_IMAGES, companyNameFrom, resolveHome, siteNameFrom, type HomeContent } from '@/features/storefront/lib/defaults';
import classes from './home.module.css';

// Only some sites have a video, and it sits below the fold: its player code is fetched on demand.
const VideoEmbed = lazy(() => import('@/features/storefront/components/video-embed').then((m) => ({ default: m.VideoEmbed })));

function HomeSkeleton() {
  return (
    <div aria-busy="true" aria-label={useT()('state.loading')}>
      <Skeleton height={420} radius={0} />
      <div className={pageClasses.container}>
        <Stack gap={32} className={classes.skeletonBody}>
          <TextSkeleton lines={3} />
          <TextSkeleton lines={5} />
        </Stack>
      </div>
    </div>
  );
}

export function HomeSections({ content, siteName, basePath }: { content: HomeContent; siteName: string; basePath: string }) {
  const t = useT();
  const { hero, welcome, introduction, about, why, video, support } = content;
  return (
    <>
      <section className={classes.hero} aria-label={t('home.welcomeBanner')}>
        <SmartImage key={hero.image} className={classes.heroImage} src={hero.image} fallback={DEFAULT_IMAGES.hero} eager />
        <div className={classes.heroShade} />
        <div className={classes.heroContent}>
          <h1>{siteName}</h1>
          <p className={classes.heroText}>{hero.description}</p>
          <CtaLink href={hero.ctaLink} basePath={basePath} size="lg">
            {hero.ctaText}
          </CtaLink>
        </div>
      </section>

      <section className={`${pageClasses.section} ${classes.welcome}`} aria-labelledby="home-welcome">
        <div className={pageClasses.container}>
          <h2 id="home-welcome" className={pageClasses.sectionTitle}>
            {welcome.title}
          </h2>
          <div className={pageClasses.prose}>{welcome.text}</div>
        </div>
      </section>

      <section className={pageClasses.sectionAlt} aria-labelledby="home-introduction">
        <div className={`${pageClasses.container} ${pageClasses.split}`}>
          <div>
            <h2 id="home-introduction" className={pageClasses.sectionTitle}>
              {introduction.title}
            </h2>
            <div className={pageClasses.prose}>{introduction.text}</div>
          </div>
          <SmartImage
            key={introduction.image}
            className={pageClasses.media}
            src={introduction.image}
            fallback={DEFAULT_IMAGES.introduction}
            alt=""
            sizes="half"
            width={1200}
            height={800}
          />
        </div>
      </section>

      <section className={pageClasses.section} aria-labelledby="home-about">
        <div className={`${pageClasses.container} ${pageClasses.split} ${pageClasses.splitReverse}`}>
          <div>
            <h2 id="home-about" className={pageClasses.sectionTitle}>
              {about.title}
            </h2>
            <div className={pageClasses.prose}>
              <p>{about.content1}</p>
              <p>{about.content2}</p>
            </div>
          </div>
          <SmartImage
            key={about.image}
            className={pageClasses.media}
            src={about.image}
            fallback={DEFAULT_IMAGES.about}
            alt=""
            sizes="half"
            width={1200}
            height={800}
          />
        </div>
      </section>

      <section className={pageClasses.sectionAlt} aria-labelledby="home-why">
        <div className={`${pageClasses.narrow} ${classes.center}`}>
          <h2 id="home-why" className={pageClasses.sectionTitle}>
            {why.title}
          </h2>
          <div className={pageClasses.prose}>{why.text}</div>
          <div className={classes.ctaRow}>
            <CtaLink href="/opportunity" basePath={basePath} variant="outline">
              {t('home.exploreOpportunity')}
            </CtaLink>
          </div>
        </div>
      </section>

      {video && (
        <section className={pageClasses.section} aria-labelledby="home-video">
          <div className={pageClasses.narrow}>
            <h2 id="home-video" className={`${pageClasses.sectionTitle} ${classes.center}`}>
              {video.title}
            </h2>
            <Suspense fallback={<Skeleton className={classes.videoPlaceholder} />}>
              <VideoEmbed url={video.url} title={video.title} />
            </Suspense>
          </div>
        </section>
      )}

      <section className={pageClasses.ctaBand} aria-labelledby="home-support">
        <div className={classes.support}>
          <h2 id="home-support">{support.title}</h2>
          <p>{support.text}</p>
          <CtaLink href="/contact" basePath={basePath} variant="white">
            {t('home.contactMe')}
          </CtaLink>
        </div>
      </section>
    </>
  );
}

/** Storefront home (docs/product.md#storefront): hero from the first slider, then the home page sections with defaults. */
export function StorefrontHomeRoute() {
  const { siteName, basePath } = useOutletContext<StorefrontOutletContext>();
  const site = useSiteData();
  const t = useT();
  const { copy } = useLocaleData();

  if (site.isPending) return <HomeSkeleton />;
  if (site.isError) {
    return (
      <div className={pageClasses.container}>
        <ErrorOccurredCard message={errorText(site.error, t)} />
      </div>
    );
  }
  const settings = site.data.settings;
  const content = resolveHome(site.data, siteNameFrom(settings, siteName), companyNameFrom(settings), copy);
  return <HomeSections content={content} siteName={siteNameFrom(settings, siteName)} basePath={basePath} />;
}
