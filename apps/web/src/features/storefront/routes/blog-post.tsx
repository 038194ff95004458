import { useT } from '@/i18n/storefront-intl';
import { Link, useParams } from 'react-router-dom';
import { useBlogPost, type BlogPost } from '@/features/storefront/api/blogs';
import page from '@/features/storefront/components/page.module.css';
import { PageHeader } from '@/features/storefront/components/page-header';
import { SmartImage } from '@/features/storefront/components/smart-image';
import { EmptyState, ErrorState, TextSkeleton, errorText } from '@/features/storefront/components/states';
import { Skeleton } from '@/features/storefront/components/ui/skeleton';
import { Stack } from '@/features/storefront/components/ui/stack';
import { DEFAULT_IMAGES, text } from '@/features/storefront/lib/defaults';
import { datePart } from '@/features/storefront/lib/format';
import { storefrontHref } from '@/features/storefront/lib/links';
import { useStorefront } from '@/features/storefront/lib/use-storefront';
import { useStorefrontTitle } from '@/features/storefront/lib/use-storefront-title';
import { isApiError } from '@/lib/api-client';
import classes from './blog.module.css';

export function BlogArticle({ post, basePath = '' }: { post: BlogPost; basePath?: string }) {
  const t = useT();
  const date = datePart(post.created_at);
  const banners = (post.banners ?? []).filter((banner) => text(banner.image) ?? text(banner.image_content));
  return (
    <>
      <PageHeader
        title={post.title}
        lead={date ? <time dateTime={date}>{date}</time> : undefined}
        before={
          <ol className={page.breadcrumbs}>
            <li>
              <Link to={storefrontHref(basePath, 'blog')}>{t('nav.blog')}</Link>
            </li>
          </ol>
        }
      />
      <article className={`${page.narrow} ${classes.article}`}>
        {text(post.image) && (
          <SmartImage
            key={post.image}
            className={classes.cover}
            src={post.image}
            fallback={DEFAULT_IMAGES.blog}
            alt=""
            eager
            sizes="narrow"
            width={1600}
            height={900}
          />
        )}
        {/* The server sanitises blog HTML on write (docs/architecture.md "Content rules"). */}
        <div className={classes.content} dangerouslySetInnerHTML={{ __html: post.content ?? '' }} />
        {banners.length > 0 && (
          <div className={classes.banners}>
            {banners.map((banner) => (
              <figure key={banner.id} className={classes.banner}>
                {text(banner.image) && (
                  <SmartImage
                    key={banner.image}
                    src={banner.image}
                    fallback={DEFAULT_IMAGES.blog}
                    alt={banner.image_content ?? ''}
                    sizes="narrow"
                    width={1600}
                    height={900}
                  />
                )}
                {text(banner.image_content) && <figcaption>{banner.image_content}</figcaption>}
              </figure>
            ))}
          </div>
        )}
        <Link to={storefrontHref(basePath, 'blog')} className={classes.back}>
          {t('blog.back')}
        </Link>
      </article>
    </>
  );
}

/** /blog/:id — one visible post; hidden or missing posts are not found. */
export function BlogPostRoute() {
  const { id = '' } = useParams();
  const { basePath } = useStorefront();
  const t = useT();
  const post = useBlogPost(id);
  useStorefrontTitle(post.data?.title);

  if (post.isPending) {
    return (
      <div className={page.narrow} aria-busy="true" aria-label="Loading">
        <Stack className={classes.loading}>
          <Skeleton height={40} width="70%" />
          <Skeleton height={280} />
          <TextSkeleton lines={6} />
        </Stack>
      </div>
    );
  }
  if (post.isError) {
    const notFound = isApiError(post.error) && post.error.status === 404;
    return (
      <div className={page.container}>
        {notFound ? (
          <EmptyState title={t('blog.notFound')}>
            {t('blog.notFoundText')} <Link to={storefrontHref(basePath, 'blog')}>{t('blog.seeAll')}</Link>
          </EmptyState>
        ) : (
          <ErrorState message={errorText(post.error, t, 'blog.postError')} onRetry={() => void post.refetch()} />
        )}
      </div>
    );
  }
  return <BlogArticle post={post.data} basePath={basePath} />;
}
