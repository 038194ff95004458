import type { MessageKey } from '@/i18n/message-keys';
import { useT } from '@/i18n/storefront-intl';
import { CtaLink } from '@/features/storefront/components/cta-link';
import page from '@/features/storefront/components/page.module.css';
import { PageHeader } from '@/features/storefront/components/page-header';
import { useStorefront } from '@/features/storefront/lib/use-storefront';

/** /leaders — about the leadership and top distributors behind the team. */
export function LeadersRoute() {
  const { basePath, companyName } = useStorefront();
  const t = useT();
  const qualities = [1, 2, 3, 4].map((n) => ({
    title: t(`leaders.quality${String(n)}Title` as MessageKey),
    text: t(`leaders.quality${String(n)}Text` as MessageKey),
  }));
  return (
    <>
      <PageHeader title={t('leaders.title')} lead={t('leaders.lead', { company: companyName })} />
      <section className={page.section}>
        <div className={page.narrow}>
          <div className={page.prose}>
            <p>{t('leaders.text1', { company: companyName })}</p>
            <p>{t('leaders.text2')}</p>
          </div>
        </div>
      </section>
      <section className={page.sectionAlt} aria-labelledby="leader-qualities">
        <div className={page.container}>
          <h2 id="leader-qualities" className={page.sectionTitle}>
            {t('leaders.qualitiesTitle')}
          </h2>
          <ol className={page.steps}>
            {qualities.map((quality) => (
              <li key={quality.title}>
                <h3>{quality.title}</h3>
                <p>{quality.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className={page.ctaBand}>
        <div className={page.narrow}>
          <h2>{t('leaders.ctaTitle')}</h2>
          <p>{t('leaders.ctaText')}</p>
          <div className={page.ctaActions}>
            <CtaLink href="/opportunity" basePath={basePath} variant="white">
              {t('home.exploreOpportunity')}
            </CtaLink>
            <CtaLink href="/contact" basePath={basePath} variant="whiteOutline">
              {t('home.contactMe')}
            </CtaLink>
          </div>
        </div>
      </section>
    </>
  );
}
