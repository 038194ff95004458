import { useLocation } from 'react-router-dom';
import { NewsletterForm } from '@/features/storefront/components/newsletter-form';
import page from '@/features/storefront/components/page.module.css';
import { PageHeader } from '@/features/storefront/components/page-header';
import { CtaLink } from '@/features/storefront/components/cta-link';
import { confirmationCopy, confirmationResultOf } from '@/lib/newsletter-confirmation';
import { useStorefront } from '@/features/storefront/lib/use-storefront';
import classes from './newsletter-confirm.module.css';

/** /newsletters/confirm?result=… — where the double opt-in email's link lands (through the API's confirm page and redirect). */
export function NewsletterConfirmRoute() {
  const { siteName } = useStorefront();
  const copy = confirmationCopy(confirmationResultOf(useLocation().search), siteName);
  return (
    <>
      <PageHeader title={copy.title} />
      <section className={page.section}>
        <div className={page.narrow}>
          <div className={page.prose}>
            <p data-testid="confirmation-text">{copy.text}</p>
          </div>
          <div className={classes.actions}>
            {copy.subscribeAgain ? (
              <NewsletterForm label="Your email address" source="newsletters-page" />
            ) : (
              <CtaLink href="/">Back to the home page</CtaLink>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
