import { useT } from '@/i18n/storefront-intl';
import { Link } from 'react-router-dom';
import { useNewsletterArchive } from '@/features/storefront/api/newsletter-archive';
import page from '@/features/storefront/components/page.module.css';
import { ErrorState, errorText } from '@/features/storefront/components/states';
import { datePart } from '@/features/storefront/lib/format';
import { storefrontHref } from '@/features/storefront/lib/links';
import classes from './newsletter-archive.module.css';

/** Past newsletters on /newsletters: title and date, each linking to its web version. Nothing when there are none. */
export function NewsletterArchive({ basePath }: { basePath: string }) {
  const t = useT();
  const archive = useNewsletterArchive();
  if (archive.isPending) return null;
  if (archive.isError)
    return <ErrorState message={errorText(archive.error, t, 'newsletters.archiveError')} onRetry={() => void archive.refetch()} />;
  if (!archive.data.length) return null;
  return (
    <section aria-labelledby="newsletter-archive">
      <h2 id="newsletter-archive" className={page.sectionTitle}>
        {t('newsletters.past')}
      </h2>
      <ul className={classes.list}>
        {archive.data.map((issue) => (
          <li key={issue.id} className={classes.item}>
            <Link to={storefrontHref(basePath, `newsletters/${encodeURIComponent(issue.id)}`)}>{issue.subject}</Link>
            <time className={page.meta} dateTime={issue.sent_at}>
              {datePart(issue.sent_at)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
