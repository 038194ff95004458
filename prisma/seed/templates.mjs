// Site templates (docs/product.md#template-gallery, docs/product.md#templates). Each is a full storefront
// design over the same sections and data (apps/web/src/features/storefront/templates/); the route is the
// gallery's preview with demo content. Images are static assets of the web app
// (apps/web/public/templates/); prisma/seed/assets/templates/ holds ready-made ones.
export const templates = [
  {
    id: 1,
    name: 'Wellness Classic',
    description:
      'The full distributor storefront: hero slider, product catalog with local prices, opportunity and join-us pages, ' +
      'blog and contact page with lead capture.',
    image: '/templates/template-1.svg',
    route: '/template1',
    sort_order: 1,
  },
  {
    id: 2,
    name: 'Modern Minimal',
    description: 'A clean, image-led layout with generous white space, built for distributors who lead with their own story.',
    image: '/templates/template-2.svg',
    route: '/template2',
    sort_order: 2,
  },
  {
    id: 3,
    name: 'Vibrant Health',
    description: 'Bold colours and large call-to-action blocks for distributors focused on recruiting.',
    image: '/templates/template-3.svg',
    route: '/template3',
    sort_order: 3,
  },
];
