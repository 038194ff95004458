import type { Answer, RouteWith } from '@/lib/api/typed-client';

/**
 * The template previews' demo site (/template1…3 on the main domain): what the storefront's API would answer
 * for a fictitious distributor, typed by the contract (schema.gen.ts), so the storefront's own pages render
 * it exactly as they render a real site. Nothing here is real. Images are static files under /landing/demo/.
 */

type Get<Route extends RouteWith<'get'>> = Answer<Route, 'get'>;
type Product = Get<'/site/products/{id}'>;
type Post = Get<'/site/blogs/{id}'>;

const IMG = '/landing/demo';

export function demoSiteData(companyName: string): Get<'/site/data'> {
  return {
    settings: {
      site_name: "Jane's Wellness Corner",
      company_name: companyName,
      country: 'US',
      currency: 'USD',
      site_language: 'en',
      site_email: 'jane@example.com',
      site_phone: '+1 (555) 010-0142',
      site_address: '200 Demo Street, Portland, OR 97201, USA',
      site_logo_url: null,
      nht_joining_link: null,
      nht_store_link: null,
      nht_website_link: null,
    },
    // None: the storefront's default disclaimers show, as on a new site.
    footer_disclaimers: [],
    homePage: {
      welcome_description:
        "I'm glad you're here. Browse the products I love, read tips on the blog, and reach out any time: I'm happy to help you find what suits you.",
      introduction_content:
        `Hi, I'm Jane, an independent distributor of ${companyName}. I started with the products ` +
        'for my own family, and today I help others feel better and build a business of their own.',
      introduction_image_url: `${IMG}/portrait.svg`,
      about_company_title: null,
      about_company_content_1: null,
      about_company_content_2: null,
      about_company_image_url: `${IMG}/product-3.svg`,
      why_network_marketing_title: null,
      why_network_marketing_content: null,
      opportunity_video_url: null,
      opportunity_video_header_title: null,
      support_content: null,
    },
    sliders: [
      {
        id: 'demo-slider',
        image: `${IMG}/hero.svg`,
        description: 'Feel your best every day with quality wellness products, and discover a business you can build on your own terms.',
        ctaText: 'Shop Products',
        ctaLink: '/products',
      },
    ],
    socialLinks: {},
  };
}

const CATEGORIES: Get<'/site/categories'> = [
  {
    id: 'c1',
    slug: 'supplements',
    name: 'Supplements',
    description: 'Daily nutrition and vitamins.',
    image: `${IMG}/product-1.svg`,
    status: 'active',
  },
  {
    id: 'c2',
    slug: 'skin-care',
    name: 'Skin Care',
    description: 'Gentle care for every skin type.',
    image: `${IMG}/product-5.svg`,
    status: 'active',
  },
  {
    id: 'c3',
    slug: 'drinks-tea',
    name: 'Drinks & Tea',
    description: 'Refreshing blends for busy days.',
    image: `${IMG}/product-6.svg`,
    status: 'active',
  },
];

function product(
  id: number,
  categoryIndex: number,
  name: string,
  title: string,
  prices: [number, number],
  availability: Product['availability'],
  description: string,
): Product {
  const category = CATEGORIES[categoryIndex]!;
  return {
    id: String(id),
    name,
    title,
    description: `<p>${description}</p>`,
    category_id: category.id,
    category_name: category.name,
    category_slug: category.slug,
    your_price: prices[0],
    base_price: prices[1],
    preferred_customer_price: null,
    currency: 'USD',
    availability,
    status: 'active',
    image: `${IMG}/product-${String(id)}.svg`,
    banner_image: null,
    guide_pdf: null,
    video: null,
    video_url: null,
    instructions: null,
    buy_link: null,
  };
}

const PRODUCTS: Product[] = [
  product(
    1,
    0,
    'Daily Greens Complex',
    'A daily blend of greens, vitamins and minerals',
    [39.95, 44.95],
    'in_stock',
    'A convenient daily blend of leafy greens, vegetables and essential vitamins. Mix one scoop into water or your favourite smoothie.',
  ),
  product(
    2,
    0,
    'Vitamin C Plus',
    'Chewable vitamin C with citrus extracts',
    [24.5, 27],
    'in_stock',
    'Great-tasting chewable tablets with vitamin C and natural citrus extracts, made for the whole family.',
  ),
  product(
    3,
    1,
    'Radiance Night Cream',
    'Overnight moisturiser for a fresh morning look',
    [52, 58],
    'in_stock',
    'A rich yet light night cream that hydrates while you sleep, leaving skin soft and refreshed in the morning.',
  ),
  product(
    4,
    2,
    'Energy Berry Drink',
    'Sparkling berry drink mix for busy days',
    [29.95, 32.95],
    'coming_soon',
    'A refreshing berry drink mix with B vitamins, ready in seconds.',
  ),
  product(
    5,
    1,
    'Collagen Beauty Serum',
    'Lightweight serum for smooth, supple skin',
    [64, 72],
    'in_stock',
    'A silky serum that absorbs quickly and layers well under make-up or your favourite moisturiser.',
  ),
  product(
    6,
    2,
    'Green Tea Blend',
    'Loose-leaf green tea with lemongrass',
    [18.75, 21],
    'out_of_stock',
    'A calming loose-leaf green tea with a hint of lemongrass, for a mindful moment any time of day.',
  ),
];

const post = (id: number, title: string, date: string, paragraphs: string[]): Post => ({
  id: String(id),
  title,
  created_at: `${date}T12:00:00.000Z`,
  image: `${IMG}/blog-${String(id)}.svg`,
  content: paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join(''),
  banners: [],
});

const POSTS: Post[] = [
  post(1, 'Five small habits for a healthier morning', '2025-03-04', [
    'How you start the day shapes the rest of it. The good news: a healthier morning does not need an early alarm or a complicated plan.',
    'Drink a glass of water before your coffee, step outside for a few minutes of daylight, and take a moment to stretch.',
    'Pick one habit this week and add another next week. Small steps are the ones that stick.',
  ]),
  post(2, 'Eating the rainbow: colour on every plate', '2025-02-18', [
    'Colourful fruit and vegetables bring variety to your plate and make meals more enjoyable.',
    'Try adding berries to your breakfast, a handful of greens to lunch and a tray of roasted vegetables to dinner.',
  ]),
  post(3, 'Why I started my own wellness business', '2025-01-27', [
    'A few years ago I was looking for something flexible that I could build alongside my family life.',
    'If you are curious about the opportunity, visit the Join Us page or send me a message.',
  ]),
];

const summaryOf = (p: Post): Get<'/site/blogs'>[number] => ({
  id: p.id,
  title: p.title,
  created_at: p.created_at,
  image: p.image,
  excerpt: p.content
    .replace(/<[^>]+>/g, ' ')
    .trim()
    .slice(0, 140),
});

/** Every answer of the demo site, keyed like the storefront's resource cache (the API path it reads). */
export function demoAnswers(companyName: string): Record<string, unknown> {
  const answers: Record<string, unknown> = {
    '/site/data': demoSiteData(companyName),
    '/site/categories': CATEGORIES,
    '/site/products': PRODUCTS,
    '/site/product-page': { data: {} } satisfies Get<'/site/product-page'>,
    '/site/opportunity-page': { data: {} } satisfies Get<'/site/opportunity-page'>,
    '/site/join-us-page': { data: {}, joining_link: null } satisfies Get<'/site/join-us-page'>,
    '/site/blogs': POSTS.map(summaryOf),
    '/site/contact-us': [] satisfies Get<'/site/contact-us'>,
    '/site/newsletters': [] satisfies Get<'/site/newsletters'>,
  };
  for (const category of CATEGORIES) {
    answers[`/site/products?category=${category.slug}`] = PRODUCTS.filter((p) => p.category_slug === category.slug);
  }
  for (const p of PRODUCTS) answers[`/site/products/${p.id}`] = p;
  for (const p of POSTS) answers[`/site/blogs/${p.id}`] = p;
  return answers;
}
