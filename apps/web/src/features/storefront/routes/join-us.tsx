import { pickText, useJoinUsPage } from '@/features/storefront/api/pages';
import { CtaLink } from '@/features/storefront/components/cta-link';
import page from '@/features/storefront/components/page.module.css';
import { PageHeader } from '@/features/storefront/components/page-header';
import { SmartImage } from '@/features/storefront/components/smart-image';
import { ErrorState, TextSkeleton, errorText } from '@/features/storefront/components/states';
import { ButtonAnchor } from '@/features/storefront/components/ui/button';
import { DEFAULT_IMAGES, text } from '@/features/storefront/lib/defaults';
import { goHref, safeHttpUrl } from '@/features/storefront/lib/links';
import { useStorefront } from '@/features/storefront/lib/use-storefront';

/** /join-us — the company's joining link is the main call to action. */
export function JoinUsRoute() {
  const { basePath, companyName, site } = useStorefront();
  const joinUs = useJoinUsPage();
  const data = joinUs.data?.data ?? {};
  const resolved = safeHttpUrl(joinUs.data?.joining_link) ?? safeHttpUrl(text(site.data?.settings?.nht_joining_link));
  const joiningLink = resolved && goHref(basePath, 'join', resolved);

  const title = pickText(data, ['page_banner.title', 'banner.title', 'banner_title', 'title']) ?? 'Join Our Team';
  const subtitle =
    pickText(data, ['page_banner.subtitle', 'banner.subtitle', 'banner_subtitle', 'subtitle']) ??
    `Become an independent distributor of ${companyName} and start building a business of your own.`;
  const banner = pickText(data, ['page_banner.image', 'banner.image', 'banner_image']);
  const content =
    pickText(data, ['page_content.content', 'page_content.text', 'content', 'page_content']) ??
    `Joining ${companyName} is simple. Register as an independent distributor through my joining link and you will ` +
      'be part of my team from day one: I will help you set up, learn the products and make your first ' +
      'sales.\n\nThere is no pressure and no experience needed, just the wish to share great products and grow ' +
      'at your own pace.';

  const joinButton = joiningLink ? (
    <ButtonAnchor href={joiningLink} target="_blank" rel="noopener noreferrer" size="lg">
      Join Now
    </ButtonAnchor>
  ) : (
    <CtaLink href="/contact" basePath={basePath} size="lg">
      Contact Me to Join
    </CtaLink>
  );

  return (
    <>
      <PageHeader title={title} lead={subtitle} />
      {banner && (
        <div className={page.container}>
          <SmartImage
            key={banner}
            className={`${page.media} ${page.pageBanner}`}
            src={banner}
            fallback={DEFAULT_IMAGES.hero}
            alt=""
            eager
            sizes="content"
            width={1680}
            height={720}
          />
        </div>
      )}
      <section className={page.section}>
        <div className={page.narrow}>
          {joinUs.isPending ? (
            <TextSkeleton lines={5} />
          ) : joinUs.isError ? (
            <ErrorState message={errorText(joinUs.error)} onRetry={() => void joinUs.refetch()} />
          ) : (
            <>
              <div className={page.prose}>{content}</div>
              <div className={`${page.ctaActions} ${page.ctaStart}`}>{joinButton}</div>
            </>
          )}
        </div>
      </section>
      <section className={page.sectionAlt} aria-labelledby="join-steps">
        <div className={page.container}>
          <h2 id="join-steps" className={page.sectionTitle}>
            How to join
          </h2>
          <ol className={page.steps}>
            <li>
              <h3>Learn about the business</h3>
              <p>Read about the opportunity and ask me anything: products, earnings, time commitment.</p>
            </li>
            <li>
              <h3>Register with {companyName}</h3>
              <p>Sign up as an independent distributor through my joining link.</p>
            </li>
            <li>
              <h3>Get set up</h3>
              <p>Get your own website, training and the tools you need to start.</p>
            </li>
            <li>
              <h3>Share and grow</h3>
              <p>Share the products, help others, and grow with the support of the team.</p>
            </li>
          </ol>
        </div>
      </section>
    </>
  );
}
