/**
 * Static demo content for the template previews on the main domain (/template1, /template2).
 * A fictitious distributor, sample products with prices and sample blog posts: nothing here is real.
 */

export const DEMO_DISTRIBUTOR = {
  firstName: 'Jane',
  lastName: 'Doe',
  siteName: "Jane's Wellness Corner",
  email: 'jane@example.com',
  phone: '+1 (555) 010-0142',
  phoneHref: 'tel:+15550100142',
  address: '200 Demo Street, Portland, OR 97201, USA',
  photo: '/landing/demo/portrait.svg',
} as const;

export const DEMO_CURRENCY = 'USD';

export type Availability = 'in_stock' | 'out_of_stock' | 'coming_soon';

export interface DemoProduct {
  id: number;
  name: string;
  title: string;
  category: string;
  price: number;
  basePrice: number;
  availability: Availability;
  image: string;
  description: string;
  highlights: string[];
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    id: 1,
    name: 'Daily Greens Complex',
    title: 'A daily blend of greens, vitamins and minerals',
    category: 'Supplements',
    price: 39.95,
    basePrice: 44.95,
    availability: 'in_stock',
    image: '/landing/demo/product-1.svg',
    description:
      'A convenient daily blend of leafy greens, vegetables and essential vitamins to support your everyday wellbeing. Mix one scoop into water or your favourite smoothie.',
    highlights: ['30 servings per pack', 'No added sugar', 'Vegetarian friendly'],
  },
  {
    id: 2,
    name: 'Vitamin C Plus',
    title: 'Chewable vitamin C with citrus extracts',
    category: 'Supplements',
    price: 24.5,
    basePrice: 27.0,
    availability: 'in_stock',
    image: '/landing/demo/product-2.svg',
    description:
      'Great-tasting chewable tablets with vitamin C and natural citrus extracts, made for the whole family.',
    highlights: ['60 chewable tablets', 'Natural orange flavour', 'Suitable from age 12'],
  },
  {
    id: 3,
    name: 'Radiance Night Cream',
    title: 'Overnight moisturiser for a fresh morning look',
    category: 'Skin Care',
    price: 52.0,
    basePrice: 58.0,
    availability: 'in_stock',
    image: '/landing/demo/product-3.svg',
    description:
      'A rich yet light night cream that hydrates while you sleep, leaving skin soft and refreshed in the morning.',
    highlights: ['50 ml tube', 'Dermatologically tested', 'Fragrance free'],
  },
  {
    id: 4,
    name: 'Energy Berry Drink',
    title: 'Sparkling berry drink mix for busy days',
    category: 'Drinks & Tea',
    price: 29.95,
    basePrice: 32.95,
    availability: 'coming_soon',
    image: '/landing/demo/product-4.svg',
    description:
      'A refreshing berry drink mix with B vitamins, ready in seconds. Perfect before a workout or an afternoon meeting.',
    highlights: ['20 sachets', 'Mixed berry flavour', 'Low calorie'],
  },
  {
    id: 5,
    name: 'Collagen Beauty Serum',
    title: 'Lightweight serum for smooth, supple skin',
    category: 'Skin Care',
    price: 64.0,
    basePrice: 72.0,
    availability: 'in_stock',
    image: '/landing/demo/product-5.svg',
    description: 'A silky serum that absorbs quickly and layers well under make-up or your favourite moisturiser.',
    highlights: ['30 ml dropper bottle', 'For all skin types', 'Morning and evening use'],
  },
  {
    id: 6,
    name: 'Green Tea Blend',
    title: 'Loose-leaf green tea with lemongrass',
    category: 'Drinks & Tea',
    price: 18.75,
    basePrice: 21.0,
    availability: 'out_of_stock',
    image: '/landing/demo/product-6.svg',
    description: 'A calming loose-leaf green tea with a hint of lemongrass, for a mindful moment any time of day.',
    highlights: ['100 g resealable jar', 'About 50 cups', 'Naturally caffeinated'],
  },
];

export interface DemoPost {
  id: number;
  title: string;
  date: string;
  image: string;
  excerpt: string;
  paragraphs: string[];
}

export const DEMO_POSTS: DemoPost[] = [
  {
    id: 1,
    title: 'Five small habits for a healthier morning',
    date: '2025-03-04',
    image: '/landing/demo/blog-1.svg',
    excerpt: 'How you start the day shapes the rest of it. Here are five easy habits that fit into any routine.',
    paragraphs: [
      'How you start the day shapes the rest of it. The good news: a healthier morning does not need an early alarm or a complicated plan.',
      'Drink a glass of water before your coffee, step outside for a few minutes of daylight, and take a moment to stretch. Add a balanced breakfast and a short plan for the day, and you are set.',
      'Pick one habit this week and add another next week. Small steps are the ones that stick.',
    ],
  },
  {
    id: 2,
    title: 'Eating the rainbow: colour on every plate',
    date: '2025-02-18',
    image: '/landing/demo/blog-2.svg',
    excerpt: 'Colourful fruit and vegetables bring variety to your plate. Simple ideas to add more colour to each meal.',
    paragraphs: [
      'Colourful fruit and vegetables bring variety to your plate and make meals more enjoyable.',
      'Try adding berries to your breakfast, a handful of greens to lunch and a tray of roasted vegetables to dinner. Frozen options count too, and they are always in season.',
      'Aim for at least three colours per meal and see how easy it becomes.',
    ],
  },
  {
    id: 3,
    title: 'Why I started my own wellness business',
    date: '2025-01-27',
    image: '/landing/demo/blog-3.svg',
    excerpt: 'A personal story about flexible hours, great products and a team that feels like family.',
    paragraphs: [
      'A few years ago I was looking for something flexible that I could build alongside my family life.',
      'I had been using the products for a while, and sharing them felt natural. Building a small team of like-minded people turned out to be the most rewarding part.',
      'If you are curious about the opportunity, visit the Join Us page or send me a message. I am happy to answer your questions.',
    ],
  },
];

/** Spec §9 default disclaimers (paraphrased defaults used by the storefront footer). */
export const DEMO_DISCLAIMERS = (companyName: string) => [
  `This is an independent distributor website and is not the official website of ${companyName}.`,
  'These statements have not been evaluated by the Food and Drug Administration. The products are not intended to diagnose, treat, cure or prevent any disease.',
  'Any income references are indicative only. No income is guaranteed; results depend on individual effort.',
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: DEMO_CURRENCY });

export const formatPrice = (value: number): string => money.format(value);

export const AVAILABILITY_LABEL: Record<Availability, string> = {
  in_stock: 'In stock',
  out_of_stock: 'Out of stock',
  coming_soon: 'Coming soon',
};

export const findProduct = (id: string | undefined): DemoProduct | undefined =>
  DEMO_PRODUCTS.find((product) => String(product.id) === id);

export const findPost = (id: string | undefined): DemoPost | undefined =>
  DEMO_POSTS.find((post) => String(post.id) === id);

export const formatDate = (iso: string): string =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
