import { useT } from '@/i18n/storefront-intl';
import { Link } from 'react-router-dom';
import { useBlogs, type BlogSummary } from '@/features/storefront/api/blogs';
import page from '@/features/storefront/components/page.module.css';
import { PageHeader } from '@/features/storefront/components/page-header';
import { SmartImage } from '@/features/storefront/components/smart-image';
import { CardGridSkeleton, EmptyState, ErrorState, errorText } from '@/features/storefront/components/states';
import { DEFAULT_IMAGES } from '@/features/storefront/lib/defaults';
import { datePart } from '@/features/storefront/lib/format';
import { storefrontHref } from '@/features/storefront/lib/links';
import { useStorefront } from '@/features/storefront/lib/use-storefront';
import { useStorefrontTitle } from '@/features/storefront/lib/use-storefront-title';

function BlogCard({ post, basePath }: { post: BlogSummary; basePath: string }) {
  const date = datePart(post.created_at);
  return (
    <Link to={storefrontHref(basePath, `blog/${encodeURIComponent(String(post.id))}`)} className={page.card}>
      <SmartImage
        key={post.image ?? ''}
        className={`${page.cardImage} ${page.cardWide}`}
        src={post.image}
        fallback={DEFAULT_IMAGES.blog}
        alt=""
        sizes="card"
      />
      <div className={page.cardBody}>
        {date && (
          <time className={page.meta} dateTime={date}>
            {date}
          </time>
        )}
        <h2 className={page.cardTitle}>{post.title}</h2>
        {post.excerpt && <p className={page.cardText}>{post.excerpt}</p>}
        <span className={page.meta}>{useT()('blog.readMore')}</span>
      </div>
    </Link>
  );
}

/** /blog — the visible posts, newest first (the server leaves hidden posts out). */
export function BlogRoute() {
  const { basePath, siteName } = useStorefront();
  const t = useT();
  useStorefrontTitle(t('nav.blog'));
  const blogs = useBlogs();
  return (
    <>
      <PageHeader title={t('nav.blog')} lead={t('blog.lead', { siteName })} />
      <section className={page.section}>
        <div className={page.container}>
          {blogs.isPending ? (
            <CardGridSkeleton count={3} />
          ) : blogs.isError ? (
            <ErrorState message={errorText(blogs.error, t, 'blog.loadError')} onRetry={() => void blogs.refetch()} />
          ) : blogs.data.length === 0 ? (
            <EmptyState title={t('blog.empty')}>{t('blog.emptyText')}</EmptyState>
          ) : (
            <div className={page.grid}>
              {blogs.data.map((post) => (
                <BlogCard key={post.id} post={post} basePath={basePath} />
              ))}
            </div>
          )}
        </div>
      </section>
    </>
  );
}
