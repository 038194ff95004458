import type { MessageKey } from '@/i18n/message-keys';
import { useT } from '@/i18n/storefront-intl';
import { pickText, useOpportunityPage, type PageData } from '@/features/storefront/api/pages';
import { CtaLink } from '@/features/storefront/components/cta-link';
import page from '@/features/storefront/components/page.module.css';
import { PageHeader } from '@/features/storefront/components/page-header';
import { SmartImage } from '@/features/storefront/components/smart-image';
import { ErrorState, TextSkeleton, errorText } from '@/features/storefront/components/states';
import { ButtonAnchor } from '@/features/storefront/components/ui/button';
import { VideoEmbed } from '@/features/storefront/components/video-embed';
import { DEFAULT_IMAGES } from '@/features/storefront/lib/defaults';
import { useStorefront } from '@/features/storefront/lib/use-storefront';

export interface OpportunityContent {
  title: string;
  subtitle: string;
  bannerImage: string | null;
  contentTitle: string;
  content: string;
  videoTitle: string;
  videoUrl: string | null;
  planTitle: string;
  plan: string;
  planPdf: string | null;
}

/**
 * The opportunity page object is free-form (docs/product.md#free-form-pages); the back office edits a page banner, page content,
 * a video section and a compensation plan, so both flat and sectioned keys are read, with default copy.
 */
/** The page's default texts (in the site's language on the page; English by default). */
export interface OpportunityDefaults {
  title: string;
  subtitle: string;
  contentTitle: string;
  content: string;
  videoTitle: string;
  planTitle: string;
  plan: string;
}

const englishDefaults = (company: string): OpportunityDefaults => ({
  title: 'The Opportunity',
  subtitle: `Build a flexible business of your own with ${company}, on your schedule and with a team behind you.`,
  contentTitle: `Why partner with ${company}?`,
  content:
    `Established in 2001, ${company} has grown into a global wellness company with a presence in over 90 ` +
    'countries. Its products are shared person to person by a worldwide community of independent ' +
    'distributors, and that model is open to you too.\n\nAs an independent distributor you can start ' +
    'part-time with a low start-up cost and no inventory risk, earn from your own customers, and grow by ' +
    'helping others do the same. You get training, marketing tools and a ready-made website, so you can ' +
    'focus on people rather than paperwork.',
  videoTitle: 'See the opportunity',
  planTitle: 'Compensation Plan',
  plan:
    `The ${company} compensation plan rewards you in several ways: retail profit on the products you sell, ` +
    'commissions on the sales of the team you build, and bonuses and recognition as you reach new ranks. Ask ' +
    'me for the current plan for your country and I will walk you through it.',
});

export function resolveOpportunity(data: PageData, company: string, defaults = englishDefaults(company)): OpportunityContent {
  return {
    title: pickText(data, ['page_banner.title', 'banner.title', 'banner_title', 'title']) ?? defaults.title,
    subtitle: pickText(data, ['page_banner.subtitle', 'banner.subtitle', 'banner_subtitle', 'subtitle']) ?? defaults.subtitle,
    bannerImage: pickText(data, ['page_banner.image', 'banner.image', 'banner_image', 'page_banner_image']),
    contentTitle: pickText(data, ['page_content.title', 'content_title']) ?? defaults.contentTitle,
    content: pickText(data, ['page_content.content', 'page_content.text', 'content', 'page_content']) ?? defaults.content,
    videoTitle: pickText(data, ['video_section.title', 'video.title', 'video_title']) ?? defaults.videoTitle,
    videoUrl: pickText(data, ['video_section.video_url', 'video_section.url', 'video.url', 'video_url', 'video']),
    planTitle: pickText(data, ['compensation_plan.title', 'compensation_plan_title']) ?? defaults.planTitle,
    plan:
      pickText(data, ['compensation_plan.content', 'compensation_plan.text', 'compensation_plan_content', 'compensation_plan']) ??
      defaults.plan,
    planPdf: pickText(data, ['compensation_plan.pdf', 'compensation_plan.file', 'compensation_plan_pdf']),
  };
}

const BENEFITS: { title: MessageKey; text: MessageKey }[] = [
  { title: 'opportunity.benefit1Title', text: 'opportunity.benefit1Text' },
  { title: 'opportunity.benefit2Title', text: 'opportunity.benefit2Text' },
  { title: 'opportunity.benefit3Title', text: 'opportunity.benefit3Text' },
  { title: 'opportunity.benefit4Title', text: 'opportunity.benefit4Text' },
];

/** /opportunity — the business opportunity (GET /site/opportunity-page, with default copy). */
export function OpportunityRoute() {
  const { basePath, companyName } = useStorefront();
  const opportunity = useOpportunityPage();
  const t = useT();

  if (opportunity.isError) {
    return (
      <>
        <PageHeader title={t('opportunity.title')} />
        <div className={page.container}>
          <ErrorState message={errorText(opportunity.error, t)} onRetry={() => void opportunity.refetch()} />
        </div>
      </>
    );
  }
  const content = opportunity.isSuccess
    ? resolveOpportunity(opportunity.data, companyName, {
        title: t('opportunity.title'),
        subtitle: t('opportunity.subtitle', { company: companyName }),
        contentTitle: t('opportunity.contentTitle', { company: companyName }),
        content: t('opportunity.content', { company: companyName }),
        videoTitle: t('opportunity.videoTitle'),
        planTitle: t('opportunity.planTitle'),
        plan: t('opportunity.plan', { company: companyName }),
      })
    : null;

  return (
    <>
      <PageHeader title={content?.title ?? t('opportunity.title')} lead={content?.subtitle} />
      {content?.bannerImage && (
        <div className={page.container}>
          <SmartImage
            key={content.bannerImage}
            className={`${page.media} ${page.pageBanner}`}
            src={content.bannerImage}
            fallback={DEFAULT_IMAGES.hero}
            alt=""
            eager
            sizes="content"
            width={1680}
            height={720}
          />
        </div>
      )}
      <section className={page.section}>
        <div className={page.narrow}>
          {content ? (
            <>
              <h2 className={page.sectionTitle}>{content.contentTitle}</h2>
              <div className={page.prose}>{content.content}</div>
            </>
          ) : (
            <TextSkeleton lines={6} />
          )}
        </div>
      </section>

      <section className={page.sectionAlt} aria-labelledby="benefits-title">
        <div className={page.container}>
          <h2 id="benefits-title" className={page.sectionTitle}>
            {t('opportunity.whatYouGet')}
          </h2>
          <ol className={page.steps}>
            {BENEFITS.map((benefit) => (
              <li key={benefit.title}>
                <h3>{t(benefit.title)}</h3>
                <p>{t(benefit.text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {content?.videoUrl && (
        <section className={page.section} aria-labelledby="opportunity-video">
          <div className={page.narrow}>
            <h2 id="opportunity-video" className={page.sectionTitle}>
              {content.videoTitle}
            </h2>
            <VideoEmbed url={content.videoUrl} title={content.videoTitle} />
          </div>
        </section>
      )}

      {content && (
        <section className={page.section} aria-labelledby="compensation-plan">
          <div className={page.narrow}>
            <h2 id="compensation-plan" className={page.sectionTitle}>
              {content.planTitle}
            </h2>
            <div className={page.prose}>{content.plan}</div>
            {content.planPdf && (
              <ButtonAnchor href={content.planPdf} target="_blank" rel="noopener noreferrer" variant="outline" className={page.spaced}>
                {t('opportunity.downloadPlan')}
              </ButtonAnchor>
            )}
          </div>
        </section>
      )}

      <section className={page.ctaBand}>
        <div className={page.narrow}>
          <h2>{t('opportunity.ready')}</h2>
          <p>{t('opportunity.readyText')}</p>
          <div className={page.ctaActions}>
            {basePath ? (
              <CtaLink href="/join-us" basePath={basePath} variant="white">
                {t('nav.joinUs')}
              </CtaLink>
            ) : (
              // The click link: the enrolment link, else the Join Us page (docs/product.md "Shop links and sales credit").
              <ButtonAnchor href="/go/join" variant="white">
                {t('nav.joinUs')}
              </ButtonAnchor>
            )}
            <CtaLink href="/contact" basePath={basePath} variant="whiteOutline">
              {t('opportunity.askQuestion')}
            </CtaLink>
          </div>
        </div>
      </section>
    </>
  );
}
