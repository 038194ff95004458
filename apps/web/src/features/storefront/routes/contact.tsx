import { useT } from '@/i18n/storefront-intl';
import { useContactUsEntries } from '@/features/storefront/api/contact';
import { LeadForm } from '@/features/storefront/components/lead-form';
import page from '@/features/storefront/components/page.module.css';
import { PageHeader } from '@/features/storefront/components/page-header';
import { SmartImage } from '@/features/storefront/components/smart-image';
import { ErrorState, TextSkeleton, errorText } from '@/features/storefront/components/states';
import { DEFAULT_IMAGES, contactDetailsFrom, text } from '@/features/storefront/lib/defaults';
import { datePart } from '@/features/storefront/lib/format';
import { useStorefront } from '@/features/storefront/lib/use-storefront';
import classes from './contact.module.css';

function ContactEntries() {
  const t = useT();
  const entries = useContactUsEntries();
  if (entries.isPending) return <TextSkeleton lines={4} />;
  if (entries.isError) {
    return <ErrorState message={errorText(entries.error, t, 'contact.sectionError')} onRetry={() => void entries.refetch()} />;
  }
  const visible = entries.data.filter((entry) => text(entry.contactus_text) ?? text(entry.contactus_image));
  if (visible.length === 0) {
    return <p className={page.prose}>{t('contact.intro')}</p>;
  }
  return (
    <div className={classes.entries}>
      {visible.map((entry) => {
        const date = datePart(entry.created_at);
        return (
          <article key={entry.id} className={classes.entry}>
            {text(entry.contactus_image) && (
              <SmartImage
                key={entry.contactus_image}
                className={classes.entryImage}
                src={entry.contactus_image}
                fallback={DEFAULT_IMAGES.contact}
                alt=""
                sizes="half"
                width={800}
                height={600}
              />
            )}
            <div className={classes.entryBody}>
              {text(entry.contactus_text) && <p>{entry.contactus_text}</p>}
              {date && (
                <time className={page.meta} dateTime={date}>
                  {date}
                </time>
              )}
            </div>
          </article>
        );
      })}
    </div>
  );
}

/** /contact — the distributor's contact-us entries, contact details, and the lead form. */
export function ContactRoute() {
  const t = useT();
  const { site } = useStorefront();
  const details = contactDetailsFrom(site.data?.settings);
  return (
    <>
      <PageHeader title={t('nav.contact')} lead={t('contact.lead')} />
      <section className={page.section}>
        <div className={`${page.container} ${classes.layout}`}>
          <div>
            <ContactEntries />
            {(details.phone ?? details.email ?? details.address) && (
              <ul className={classes.details} aria-label={t('footer.contactDetails')}>
                {details.phone && (
                  <li>
                    <strong>{t('contact.phone')} </strong>
                    <a href={`tel:${details.phone.replace(/[^\d+]/g, '')}`}>{details.phone}</a>
                  </li>
                )}
                {details.email && (
                  <li>
                    <strong>{t('contact.email')} </strong>
                    <a href={`mailto:${details.email}`}>{details.email}</a>
                  </li>
                )}
                {details.address && (
                  <li>
                    <strong>{t('contact.address')} </strong>
                    <address>{details.address}</address>
                  </li>
                )}
              </ul>
            )}
          </div>
          <div className={classes.formCard}>
            <h2>{t('footer.sendMessage')}</h2>
            <p className={page.meta}>{t('contact.required')}</p>
            <LeadForm />
          </div>
        </div>
      </section>
    </>
  );
}
