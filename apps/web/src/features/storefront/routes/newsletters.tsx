import { NewsletterArchive } from '@/features/storefront/components/newsletter-archive';
import { NewsletterForm } from '@/features/storefront/components/newsletter-form';
import page from '@/features/storefront/components/page.module.css';
import { PageHeader } from '@/features/storefront/components/page-header';
import { useStorefront } from '@/features/storefront/lib/use-storefront';

/** /newsletters — the newsletter signup page (reading A, same component as the footer). */
export function NewslettersRoute() {
  const { siteName, companyName, basePath } = useStorefront();
  return (
    <>
      <PageHeader title="Newsletter" lead={`Wellness tips, product news and exclusive offers from ${siteName}.`} />
      <section className={page.section}>
        <div className={page.narrow}>
          <div className={page.prose}>
            <p>
              Subscribe to receive occasional emails with healthy-living ideas, new {companyName} products, special offers and news about
              the business opportunity. No spam, and you can unsubscribe at any time.
            </p>
          </div>
          <h2 className={page.sectionTitle}>Subscribe</h2>
          <NewsletterForm label="Your email address" />
          <NewsletterArchive basePath={basePath} />
        </div>
      </section>
    </>
  );
}
