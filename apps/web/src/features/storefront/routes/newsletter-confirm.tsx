import { useLocation } from 'react-router-dom';
import { NewsletterForm } from '@/features/storefront/components/newsletter-form';
import page from '@/features/storefront/components/page.module.css';
import { PageHeader } from '@/features/storefront/components/page-header';
import { CtaLink } from '@/features/storefront/components/cta-link';
import type { MessageKey } from '@/i18n/message-keys';
import { useT } from '@/i18n/storefront-intl';
import { confirmationResultOf, type ConfirmationResult } from '@/lib/newsletter-confirmation';
import { useStorefront } from '@/features/storefront/lib/use-storefront';
import classes from './newsletter-confirm.module.css';

/** Each result's title and text (the same as @/lib/newsletter-confirmation's English, in the site's language). */
const COPY: Record<ConfirmationResult, { title: MessageKey; text: MessageKey; subscribeAgain: boolean }> = {
  confirmed: { title: 'confirm.confirmedTitle', text: 'confirm.confirmedText', subscribeAgain: false },
  expired: { title: 'confirm.expiredTitle', text: 'confirm.expiredText', subscribeAgain: true },
  invalid: { title: 'confirm.invalidTitle', text: 'confirm.invalidText', subscribeAgain: true },
};

/** /newsletters/confirm?result=… — where the double opt-in email's link lands (through the API's confirm page and redirect). */
export function NewsletterConfirmRoute() {
  const { siteName } = useStorefront();
  const t = useT();
  const keys = COPY[confirmationResultOf(useLocation().search)];
  const copy = { title: t(keys.title), text: t(keys.text, { siteName }), subscribeAgain: keys.subscribeAgain };
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
              <NewsletterForm label={t('newsletters.yourEmail')} source="newsletters-page" />
            ) : (
              <CtaLink href="/">{t('confirm.backHome')}</CtaLink>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
