import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogPost, BlogSummary } from '@/features/storefront/api/blogs';
import type { Category, Product } from '@/features/storefront/api/catalog';
import type { ContactUsEntry } from '@/features/storefront/api/contact';
import { validateLead } from '@/features/storefront/components/lead-form';
import { SiteFooter } from '@/features/storefront/components/site-footer';
import { socialLinkItems } from '@/features/storefront/components/social-links';
import { ErrorOccurredCard } from '@/features/storefront/components/states';
import { Template1Layout } from '@/features/storefront/components/template1-layout';
import { VideoEmbed } from '@/features/storefront/components/video-embed';
import { clearResources, primeResource } from '@/features/storefront/lib/use-resource';
import { BlogRoute } from '@/features/storefront/routes/blog';
import { BlogArticle } from '@/features/storefront/routes/blog-post';
import { CategoryRoute } from '@/features/storefront/routes/category';
import { ContactRoute } from '@/features/storefront/routes/contact';
import { StorefrontHomeRoute } from '@/features/storefront/routes/home';
import { JoinUsRoute } from '@/features/storefront/routes/join-us';
import { LeadersRoute } from '@/features/storefront/routes/leaders';
import { IncomeDisclaimerRoute, loadLegalTexts, PrivacyPolicyRoute, TermsOfUseRoute } from '@/features/storefront/routes/legal';
import { NewslettersRoute } from '@/features/storefront/routes/newsletters';
import { OpportunityRoute, resolveOpportunity } from '@/features/storefront/routes/opportunity';
import { ProductDetails, productPrices } from '@/features/storefront/routes/product';
import { ProductsRoute } from '@/features/storefront/routes/products';
import { formatCompiled } from '@/i18n/format-message';
import type { MessageKey } from '@/i18n/message-keys';
import { testLocaleData } from '@/i18n/test-locale';
import { siteData, storefrontProduct, type SiteDataSeed } from '@/test/fixtures';
import { renderServerHtml, textOfServerHtml } from '@/test/server-html';

/** The English messages, as the storefront shows them (spec texts). */
const english = (key: MessageKey): string => formatCompiled(testLocaleData('en').messages[key] ?? [], 'en');

/** A price as an English site shows it (prices follow the site's language: docs/i18n.md). */
const usd = (n: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(n);

/** Seeds the storefront's resource cache by API path, as if those requests had just answered. */
type Seed = (prime: typeof primeResource) => void;

function renderPage(path: string, url: string, element: ReactNode, seed: Seed = () => undefined, written: SiteDataSeed = {}) {
  const data = siteData(written);
  primeResource('/site/data', data);
  seed(primeResource);
  return renderServerHtml(
    <Routes>
      <Route path="/" element={<Template1Layout siteName="Jane's Corner" site={{ status: 'success', data }} />}>
        <Route path={path} element={element} />
      </Route>
    </Routes>,
    { url },
  );
}

const product = storefrontProduct();

beforeAll(async () => {
  await loadLegalTexts('en');
});

beforeEach(() => {
  clearResources();
  vi.stubGlobal('window', { location: { protocol: 'http:', port: '3000', hostname: 'jane.localhost' } });
});

describe('home page', () => {
  it('shows the default copy, hero and images when the site has no content', () => {
    const html = renderPage('', '/', <StorefrontHomeRoute />);
    const text = textOfServerHtml(html);
    expect(html).toMatch(/<h1[^>]*>Jane&#x27;s Corner<\/h1>/);
    expect(text).toContain('Discover premium wellness products from NHT Global');
    expect(text).toContain("Welcome to Jane's Corner");
    expect(text).toContain('Established in 2001');
    expect(text).toContain('over 90 countries');
    expect(text).toContain('Why Network Marketing?');
    expect(html).toContain('src="/storefront/hero-default.svg"');
    expect(html).toContain('src="/storefront/introduction-default.svg"');
    expect(html).toContain('src="/storefront/about-default.svg"');
    expect(html).toMatch(/<a[^>]*href="\/products"[^>]*>[\s\S]*?Shop Products/);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('<video');
    // Below-the-fold images are lazy; the hero is not.
    expect(html).toMatch(/<img[^>]*src="\/storefront\/about-default.svg"[^>]*loading="lazy"/);
    expect(html).toMatch(/<img[^>]*src="\/storefront\/hero-default.svg"[^>]*loading="eager"/);
  });

  it("shows the distributor's first slider and the opportunity video", () => {
    const html = renderPage('', '/', <StorefrontHomeRoute />, undefined, {
      settings: { site_name: 'Jane Wellness' },
      sliders: [
        { image: '/uploads/s1.png', description: 'Feel great', ctaText: 'Join Me', ctaLink: '/join-us' },
        { image: '/uploads/s2.png', description: 'Second slide' },
      ],
      homePage: { opportunity_video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', opportunity_video_header_title: 'Watch this' },
    });
    const text = textOfServerHtml(html);
    expect(text).toContain('Feel great');
    expect(text).not.toContain('Second slide');
    expect(html).toMatch(/<a[^>]*href="\/join-us"[^>]*>[\s\S]*?Join Me/);
    // The player is its own chunk; the section and its placeholder render at once.
    expect(text).toContain('Watch this');
    expect(html).toMatch(/aria-labelledby="home-video"/);
    expect(html).toMatch(/<h1[^>]*>Jane Wellness<\/h1>/);
  });

  it('embeds YouTube/Vimeo in an iframe and plays files with <video>', () => {
    const youtube = renderServerHtml(<VideoEmbed url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" title="Watch this" />);
    expect(youtube).toMatch(/<iframe[^>]*src="https:\/\/www.youtube-nocookie.com\/embed\/dQw4w9WgXcQ"[^>]*title="Watch this"/);
    const file = renderServerHtml(<VideoEmbed url="/uploads/o.mp4" title="Intro" />);
    expect(file).toMatch(/<video[^>]*src="\/uploads\/o.mp4"/);
    expect(renderServerHtml(<VideoEmbed url={null} title="None" />)).not.toMatch(/<video|<iframe/);
  });

  it("reports a load failure with 'Error Occurred' and Try Again", () => {
    const text = textOfServerHtml(renderServerHtml(<ErrorOccurredCard message="Network request failed" />));
    expect(text).toBe('Error Occurred Network request failed Try Again');
  });
});

describe('header and footer', () => {
  it('shows the logo placeholder, company, links and the default disclaimers', () => {
    const html = renderPage('', '/', <StorefrontHomeRoute />);
    const text = textOfServerHtml(html);
    expect(text).toContain('An Independent Distributor of NHT Global');
    expect(html).toContain('src="/storefront/logo-default.svg"');
    for (const href of [
      '/products',
      '/opportunity',
      '/join-us',
      '/contact',
      '/blog',
      '/leaders',
      '/newsletters',
      '/income-disclaimer',
      '/privacy-policy',
      '/terms-of-use',
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(text).toContain('This is an independent distributor website. It is not the official website of NHT Global');
    expect(text).toContain('These statements have not been evaluated by the Food and Drug Administration.');
    expect(text).toContain('no income is guaranteed');
    expect(text).toContain('Subscribe');
    expect(html).toMatch(/<form[^>]*noValidate/i);
  });

  it('uses the tenant settings, disclaimers and social links', () => {
    const html = renderServerHtml(
      <SiteFooter
        site={{
          status: 'success',
          data: siteData({
            settings: {
              site_name: 'Jane',
              site_phone: '+1 555 0100',
              site_email: 'jane@example.com',
              site_address: '1 Main St',
              company_name: 'Acme',
            },
            footer_disclaimers: [
              { site_disclaimer: 'My site text.', product_disclaimer: 'My product text.', income_disclaimer: 'My income text.' },
            ],
            socialLinks: { facebook: 'https://facebook.com/jane', instagram: 'https://instagram.com/jane', tiktok: '' },
          }),
        }}
      />,
    );
    const text = textOfServerHtml(html);
    expect(text).toContain('+1 555 0100');
    expect(html).toContain('href="mailto:jane@example.com"');
    expect(text).toContain('1 Main St');
    expect(text).toContain('My site text.');
    expect(text).toContain('My product text.');
    expect(text).toContain('My income text.');
    expect(text).toContain('An Independent Distributor of Acme');
    expect(html).toMatch(/<a[^>]*href="https:\/\/facebook.com\/jane"[^>]*aria-label="Facebook"/);
    expect(html).toContain('aria-label="Instagram"');
    expect(text).toContain(`© ${String(new Date().getFullYear())} Jane. All rights reserved.`);
  });

  it("shows 'Default Site' when there is no site name", () => {
    const text = textOfServerHtml(
      renderServerHtml(<SiteFooter site={{ status: 'success', data: siteData({ settings: { site_name: null } }) }} />),
    );
    expect(text).toContain(`© ${String(new Date().getFullYear())} Default Site`);
  });

  it("reports a load failure as 'Error loading footer: ' plus the message", () => {
    const text = textOfServerHtml(renderServerHtml(<SiteFooter site={{ status: 'error', error: new Error('boom') }} siteName="Jane" />));
    expect(text).toContain('Error loading footer: boom');
    expect(text).not.toContain('Income disclaimer:');
  });

  it('lists known networks first and ignores non-http links', () => {
    expect(
      socialLinkItems({ custom_site: 'https://me.example', youtube: 'https://yt.example', x: 'https://x.example', bad: 'javascript:1' }),
    ).toEqual([
      { key: 'twitter', label: 'X (Twitter)', url: 'https://x.example' },
      { key: 'youtube', label: 'YouTube', url: 'https://yt.example' },
      { key: 'custom_site', label: 'Custom site', url: 'https://me.example' },
    ]);
    expect(socialLinkItems(null)).toEqual([]);
  });
});

describe('products', () => {
  it('lists categories and products with formatted prices and availability', () => {
    const categories: Category[] = [
      { id: 'c1', name: 'Nutrition', slug: 'nutrition', description: 'Daily nutrition', image: null, status: 'active' },
    ];
    const html = renderPage('products', '/products', <ProductsRoute />, (prime) => {
      prime('/site/categories', categories);
      prime('/site/products', [
        product,
        { ...product, id: 'p2', name: 'Tea', your_price: 5, availability: undefined, category_slug: null },
      ]);
    });
    const text = textOfServerHtml(html);
    expect(text).toContain('Shop by Category');
    expect(html).toContain('href="/products/nutrition"');
    expect(html).toContain('href="/products/nutrition/p1"');
    expect(html).toContain('href="/products/all/p2"');
    expect(text).toContain(usd(29.99));
    expect(text).toContain(usd(5));
    expect(text).toContain('Coming soon');
    expect(text).toContain('In stock');
  });

  it("shows the distributor's product page above the catalogue, with defaults when it is empty", () => {
    const saved = renderPage('products', '/products', <ProductsRoute />, (prime) => {
      prime('/site/categories', []);
      prime('/site/products', [product]);
      prime('/site/product-page', {
        data: {
          title: "Jane's Picks",
          intro: 'What I use every day.',
          cta_text: 'Ask me',
          cta_link: '/contact',
          video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        },
      });
    });
    expect(saved).toMatch(/<h1[^>]*>Jane&#x27;s Picks<\/h1>/);
    expect(textOfServerHtml(saved)).toContain('What I use every day.');
    expect(saved).toMatch(/<a[^>]*href="\/contact"[^>]*>Ask me<\/a>/);
    expect(saved).toContain('youtube');
    expect(saved.indexOf('Ask me')).toBeLessThan(saved.indexOf('All Products'));

    const empty = renderPage('products', '/products', <ProductsRoute />, (prime) => {
      prime('/site/categories', []);
      prime('/site/products', [product]);
      prime('/site/product-page', { data: {} });
    });
    expect(empty).toMatch(/<h1[^>]*>Products<\/h1>/);
    expect(textOfServerHtml(empty)).toContain('Premium wellness products from NHT Global, with local pricing.');
  });

  it("says 'No products yet' when the catalog is empty", () => {
    const html = renderPage('products', '/products', <ProductsRoute />, (prime) => {
      prime('/site/categories', []);
      prime('/site/products', []);
    });
    expect(textOfServerHtml(html)).toContain('No products yet');
    expect(textOfServerHtml(html)).not.toContain('Shop by Category');
  });

  it("shows a category's products and an unknown category as not found", () => {
    const seed: Seed = (prime) => {
      prime('/site/categories', [{ id: 'c1', name: 'Nutrition', slug: 'nutrition' }]);
      prime('/site/products?category=nutrition', [product]);
      prime('/site/products?category=nope', []);
    };
    const found = textOfServerHtml(renderPage('products/:category', '/products/nutrition', <CategoryRoute />, seed));
    expect(found).toContain('Protein Shake');
    const missing = textOfServerHtml(renderPage('products/:category', '/products/nope', <CategoryRoute />, seed));
    expect(missing).toContain('Category not found');
  });

  it('shows a product: prices, availability, buy link, guide and video', () => {
    const html = renderServerHtml(<ProductDetails product={product} currency="EUR" />);
    const text = textOfServerHtml(html);
    expect(text).toContain('Your price');
    expect(text).toContain(usd(29.99));
    expect(text).toContain(`Base price ${usd(34.5)}`);
    expect(text).toContain(`Preferred customer price ${usd(27)}`);
    expect(text).toContain('Coming soon');
    // A plain link to the site's own click link, which the server resolves to the distributor's shop link.
    expect(html).toMatch(/<a[^>]*href="\/go\/buy\/p1"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*>[\s\S]*?Buy now/);
    // A template preview (under a base path) has no click link: the shop link itself.
    const preview = renderServerHtml(<ProductDetails product={product} currency="EUR" basePath="/template1" />);
    expect(preview).toMatch(/<a[^>]*href="https:\/\/shop.example.com\/shake"[^>]*>[\s\S]*?Buy now/);
    expect(html).toMatch(/<a[^>]*href="\/uploads\/guide.pdf"[^>]*download/);
    expect(html).toContain('src="https://player.vimeo.com/video/123456"');
    expect(html).toContain('src="/uploads/banner.png"');
    expect(text).toContain('Mix with water.');
    expect(text).toContain('A tasty shake.');
  });

  it('falls back to the tenant currency and leaves missing prices out', () => {
    const bare: Product = {
      ...product,
      your_price: null,
      base_price: null,
      preferred_customer_price: null,
      currency: '',
      availability: 'in_stock',
      buy_link: null,
    };
    expect(productPrices({ ...bare, your_price: 10 }, 'USD', 'en')).toEqual({
      yourPrice: usd(10),
      basePrice: null,
      preferredPrice: null,
    });
    const text = textOfServerHtml(renderServerHtml(<ProductDetails product={{ ...bare, name: 'Bare' }} currency="USD" />));
    expect(text).toContain('Price on request');
    expect(text).toContain('In stock');
    expect(text).not.toContain('Buy now');
  });
});

describe('blog', () => {
  it('lists visible posts with the date part', () => {
    const posts: BlogSummary[] = [
      { id: 'b1', title: 'Energy tips', excerpt: 'Five habits', image: null, created_at: '2026-02-03T10:00:00.000Z' },
    ];
    const html = renderPage('blog', '/blog', <BlogRoute />, (prime) => prime('/site/blogs', posts));
    expect(textOfServerHtml(html)).toContain('Energy tips');
    expect(textOfServerHtml(html)).toContain('2026-02-03');
    expect(html).toContain('href="/blog/b1"');
  });

  it("says 'No blog posts yet' when there are none", () => {
    const html = renderPage('blog', '/blog', <BlogRoute />, (prime) => prime('/site/blogs', []));
    expect(textOfServerHtml(html)).toContain('No blog posts yet');
  });

  it("renders the server's sanitised HTML and the banners with captions", () => {
    const post: BlogPost = {
      id: 'b1',
      title: 'Energy tips',
      content: '<h2>Breakfast</h2><p>Eat <strong>well</strong>.</p>',
      image: '/uploads/cover.png',
      created_at: '2026-02-03T10:00:00.000Z',
      banners: [{ id: 'x', image: '/uploads/b1.png', image_content: 'Start with breakfast' }],
    };
    const html = renderServerHtml(<BlogArticle post={post} />);
    expect(html).toContain('<h2>Breakfast</h2><p>Eat <strong>well</strong>.</p>');
    expect(html).toMatch(/<figcaption>Start with breakfast<\/figcaption>/);
    expect(html).toMatch(/<h1>Energy tips<\/h1>/);
  });
});

describe('contact', () => {
  it('shows the entries with their date, the lead form and a hidden honeypot', () => {
    const entries: ContactUsEntry[] = [
      { id: 'e1', contactus_text: 'Call me any time', contactus_image: null, created_at: '2026-01-15T08:00:00Z' },
    ];
    const html = renderPage('contact', '/contact', <ContactRoute />, (prime) => prime('/site/contact-us', entries), {
      settings: { site_phone: '+1 555 0100' },
    });
    const text = textOfServerHtml(html);
    expect(text).toContain('Call me any time');
    expect(text).toContain('2026-01-15');
    expect(text).toContain('+1 555 0100');
    for (const label of ['Name', 'Email', 'Phone (optional)', 'Message']) expect(text).toContain(label);
    expect(html).toMatch(/<button[^>]*type="submit"[\s\S]*?Send message/);
    expect(html).toMatch(/<div[^>]*aria-hidden="true"[^>]*><input type="text" tabindex="-1" autoComplete="off" name="website"/);
  });

  it('checks the lead fields before sending (phone optional)', () => {
    expect(validateLead({ name: '', email: '', phone: '', message: ' ' }, english)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
    expect(validateLead({ name: 'A', email: 'nope', phone: '', message: 'Hi' }, english)).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateLead({ name: 'A', email: 'a@b.co', phone: '', message: 'Hi' }, english)).toEqual({});
  });
});

describe('content pages', () => {
  it('opportunity: server data with default copy', () => {
    expect(resolveOpportunity({}, 'NHT Global').content).toContain('over 90 countries');
    const custom = resolveOpportunity(
      { page_banner: { title: 'Grow with me' }, page_content: { content: 'Details' }, video_url: 'https://youtu.be/dQw4w9WgXcQ' },
      'X',
    );
    expect(custom).toMatchObject({ title: 'Grow with me', content: 'Details', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    const html = renderPage('opportunity', '/opportunity', <OpportunityRoute />, (prime) => prime('/site/opportunity-page', { data: {} }));
    expect(textOfServerHtml(html)).toContain('The Opportunity');
    expect(textOfServerHtml(html)).toContain('Compensation Plan');
  });

  it('join us: the joining link is the main call to action', () => {
    const html = renderPage('join-us', '/join-us', <JoinUsRoute />, (prime) =>
      prime('/site/join-us-page', { data: {}, joining_link: 'https://join.example.com/jane' }),
    );
    expect(html).toMatch(/<a[^>]*href="\/go\/join"[^>]*target="_blank"[^>]*>[\s\S]*?Join Now/);
    const without = renderPage('join-us', '/join-us', <JoinUsRoute />, (prime) =>
      prime('/site/join-us-page', { data: {}, joining_link: null }),
    );
    expect(without).toMatch(/<a[^>]*href="\/contact"[^>]*>[\s\S]*?Contact Me to Join/);
  });

  it('legal pages use the disclaimers and name the site', () => {
    const data: SiteDataSeed = {
      settings: { site_name: 'Jane Wellness' },
      footer_disclaimers: [{ income_disclaimer: 'Custom income text.' }],
    };
    const income = textOfServerHtml(renderPage('income-disclaimer', '/income-disclaimer', <IncomeDisclaimerRoute />, undefined, data));
    expect(income).toContain('Custom income text.');
    const privacy = textOfServerHtml(renderPage('privacy-policy', '/privacy-policy', <PrivacyPolicyRoute />, undefined, data));
    expect(privacy).toContain('This privacy policy explains how Jane Wellness');
    const terms = textOfServerHtml(renderPage('terms-of-use', '/terms-of-use', <TermsOfUseRoute />, undefined, data));
    expect(terms).toContain('By using Jane Wellness you agree');
    expect(terms).toContain('These statements have not been evaluated by the Food and Drug Administration.');
  });

  it('leaders and newsletters pages', () => {
    expect(textOfServerHtml(renderPage('leaders', '/leaders', <LeadersRoute />))).toContain('Our Leaders');
    const newsletters = textOfServerHtml(renderPage('newsletters', '/newsletters', <NewslettersRoute />));
    expect(newsletters).toContain('Newsletter');
    expect(newsletters).toContain('Subscribe');
  });
});
