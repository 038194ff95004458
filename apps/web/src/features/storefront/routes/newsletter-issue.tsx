import { Link, useParams } from 'react-router-dom';
import { useNewsletter } from '@/features/storefront/api/newsletter-archive';
import classes from '@/features/storefront/components/newsletter-archive.module.css';
import page from '@/features/storefront/components/page.module.css';
import { PageHeader } from '@/features/storefront/components/page-header';
import { ErrorState, errorText } from '@/features/storefront/components/states';
import { datePart } from '@/features/storefront/lib/format';
import { storefrontHref } from '@/features/storefront/lib/links';
import { useStorefront } from '@/features/storefront/lib/use-storefront';
import { useT } from '@/i18n/storefront-intl';

/** /newsletters/:id — the public web version of a sent newsletter, in a sandboxed frame (no scripts). */
export function NewsletterIssueRoute() {
  const { id = '' } = useParams();
  const { basePath } = useStorefront();
  const issue = useNewsletter(id);
  const t = useT();
  const back = <Link to={storefrontHref(basePath, 'newsletters')}>{t('newsletters.all')}</Link>;
  return (
    <>
      <PageHeader
        title={issue.data?.subject ?? t('newsletters.issue')}
        lead={issue.data ? t('newsletters.sentOn', { date: datePart(issue.data.sent_at) }) : undefined}
        before={back}
      />
      <section className={page.section}>
        <div className={page.container}>
          {issue.isPending ? null : issue.isError ? (
            <ErrorState message={errorText(issue.error, t, 'newsletters.issueNotFound')} onRetry={() => void issue.refetch()} />
          ) : (
            <iframe
              className={classes.frame}
              title={issue.data.subject}
              srcDoc={issue.data.html.replace(/<head>/i, '<head><base target="_top">')}
              sandbox="allow-top-navigation-by-user-activation allow-popups"
            />
          )}
        </div>
      </section>
    </>
  );
}
