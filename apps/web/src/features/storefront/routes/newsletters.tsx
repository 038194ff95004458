import { useT } from '@/i18n/storefront-intl';
import { NewsletterArchive } from '@/features/storefront/components/newsletter-archive';
import { NewsletterForm } from '@/features/storefront/components/newsletter-form';
import page from '@/features/storefront/components/page.module.css';
import { PageHeader } from '@/features/storefront/components/page-header';
import { useStorefront } from '@/features/storefront/lib/use-storefront';

/** /newsletters — the newsletter signup page (reading A, same component as the footer). */
export function NewslettersRoute() {
  const { siteName, companyName, basePath } = useStorefront();
  const t = useT();
  return (
    <>
      <PageHeader title={t('footer.newsletter')} lead={t('newsletters.lead', { siteName })} />
      <section className={page.section}>
        <div className={page.narrow}>
          <div className={page.prose}>
            <p>{t('newsletters.intro', { company: companyName })}</p>
          </div>
          <h2 className={page.sectionTitle}>{t('newsletter.subscribe')}</h2>
          <NewsletterForm label={t('newsletters.yourEmail')} />
          <NewsletterArchive basePath={basePath} />
        </div>
      </section>
    </>
  );
}
