import { useT } from '@/i18n/storefront-intl';
import { pickText, useJoinUsPage } from '@/features/storefront/api/pages';
import { CtaLink } from '@/features/storefront/components/cta-link';
import page from '@/features/storefront/components/page.module.css';
import { PageHeader } from '@/features/storefront/components/page-header';
import { SmartImage } from '@/features/storefront/components/smart-image';
import { ErrorState, TextSkeleton, errorText } from '@/features/storefront/components/states';
import { ButtonAnchor } from '@/features/storefront/components/ui/button';
import { DEFAULT_IMAGES, text } from '@/features/storefront/lib/defaults';
import { goHref, safeHttpUrl } from '@/features/storefront/lib/links';
import { useStorefront } from '@/features/storefront/lib/use-storefront';

/** /join-us — the company's joining link is the main call to action. */
export function JoinUsRoute() {
  const { basePath, companyName, site } = useStorefront();
  const t = useT();
  const joinUs = useJoinUsPage();
  const data = joinUs.data?.data ?? {};
  const resolved = safeHttpUrl(joinUs.data?.joining_link) ?? safeHttpUrl(text(site.data?.settings?.nht_joining_link));
  const joiningLink = resolved && goHref(basePath, 'join', resolved);

  const title = pickText(data, ['page_banner.title', 'banner.title', 'banner_title', 'title']) ?? t('join.title');
  const subtitle =
    pickText(data, ['page_banner.subtitle', 'banner.subtitle', 'banner_subtitle', 'subtitle']) ??
    t('join.subtitle', { company: companyName });
  const banner = pickText(data, ['page_banner.image', 'banner.image', 'banner_image']);
  const content =
    pickText(data, ['page_content.content', 'page_content.text', 'content', 'page_content']) ?? t('join.content', { company: companyName });

  const joinButton = joiningLink ? (
    <ButtonAnchor href={joiningLink} target="_blank" rel="noopener noreferrer" size="lg">
      {t('header.joinNow')}
    </ButtonAnchor>
  ) : (
    <CtaLink href="/contact" basePath={basePath} size="lg">
      {t('join.contactToJoin')}
    </CtaLink>
  );

  return (
    <>
      <PageHeader title={title} lead={subtitle} />
      {banner && (
        <div className={page.container}>
          <SmartImage
            key={banner}
            className={`${page.media} ${page.pageBanner}`}
            src={banner}
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
          {joinUs.isPending ? (
            <TextSkeleton lines={5} />
          ) : joinUs.isError ? (
            <ErrorState message={errorText(joinUs.error, t)} onRetry={() => void joinUs.refetch()} />
          ) : (
            <>
              <div className={page.prose}>{content}</div>
              <div className={`${page.ctaActions} ${page.ctaStart}`}>{joinButton}</div>
            </>
          )}
        </div>
      </section>
      <section className={page.sectionAlt} aria-labelledby="join-steps">
        <div className={page.container}>
          <h2 id="join-steps" className={page.sectionTitle}>
            {t('join.howTo')}
          </h2>
          <ol className={page.steps}>
            <li>
              <h3>{t('join.step1Title')}</h3>
              <p>{t('join.step1Text')}</p>
            </li>
            <li>
              <h3>{t('join.step2Title', { company: companyName })}</h3>
              <p>{t('join.step2Text')}</p>
            </li>
            <li>
              <h3>{t('join.step3Title')}</h3>
              <p>{t('join.step3Text')}</p>
            </li>
            <li>
              <h3>{t('join.step4Title')}</h3>
              <p>{t('join.step4Text')}</p>
            </li>
          </ol>
        </div>
      </section>
    </>
  );
}
