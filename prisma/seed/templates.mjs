// Site templates (spec §2 "Template gallery", §9 "Supported template ids"). Template 1 is the full
// storefront; 2 and 3 are demo placeholders. Template 3 has no route on purpose: the gallery shows
// 'No valid route available for this template.' for it. Images are static assets of the web app
// (apps/web/public/templates/); prisma/seed/assets/templates/ holds ready-made ones.
export const templates = [
  {
    id: 1,
    name: 'Wellness Classic',
    description: 'The full distributor storefront: hero slider, product catalog with local prices, opportunity and join-us pages, blog and contact page with lead capture.',
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
    description: 'Bold colours and large call-to-action blocks for distributors focused on recruiting. Coming soon.',
    image: '/templates/template-3.svg',
    route: null,
    sort_order: 3,
  },
];
