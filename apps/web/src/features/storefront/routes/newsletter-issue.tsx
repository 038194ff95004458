import { Link, useParams } from 'react-router-dom';
import { useNewsletter } from '@/features/storefront/api/newsletter-archive';
import classes from '@/features/storefront/components/newsletter-archive.module.css';
import page from '@/features/storefront/components/page.module.css';
import { PageHeader } from '@/features/storefront/components/page-header';
import { ErrorState, errorText } from '@/features/storefront/components/states';
import { datePart } from '@/features/storefront/lib/format';
import { storefrontHref } from '@/features/storefront/lib/links';
import { useStorefront } from '@/features/storefront/lib/use-storefront';

/** /newsletters/:id — the public web version of a sent newsletter, in a sandboxed frame (no scripts). */
export function NewsletterIssueRoute() {
  const { id = '' } = useParams();
  const { basePath } = useStorefront();
  const issue = useNewsletter(id);
  const back = <Link to={storefrontHref(basePath, 'newsletters')}>← All newsletters</Link>;
  return (
    <>
      <PageHeader
        title={issue.data?.subject ?? 'Newsletter'}
        lead={issue.data ? `Sent ${datePart(issue.data.sent_at)}` : undefined}
        before={back}
      />
      <section className={page.section}>
        <div className={page.container}>
          {issue.isPending ? null : issue.isError ? (
            <ErrorState message={errorText(issue.error, 'This newsletter could not be found.')} onRetry={() => void issue.refetch()} />
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
