import type { PrismaClient } from '@ds/db';

/** A tenant with a little of every kind of public content, created straight in the database. */
export async function createTenantWithContent(
  prisma: PrismaClient,
  subdomain: string,
  overrides: { publish_on_site?: boolean; subscription_status?: 'active' | 'inactive' } = {},
) {
  const tenant = await prisma.tenant.create({
    data: {
      subdomain,
      site_name: `${subdomain} site`,
      email_id: `${subdomain}@example.com`,
      mobile: '+1 555 0100',
      currency: 'USD',
      ...overrides,
    },
  });
  const category = await prisma.category.create({ data: { tenant_id: tenant.id, name: 'Nutrition', slug: 'nutrition' } });
  const hidden = await prisma.category.create({ data: { tenant_id: tenant.id, name: 'Hidden', slug: 'hidden', status: 'inactive' } });
  const product = await prisma.product.create({
    data: {
      tenant_id: tenant.id,
      category_id: category.id,
      name: `${subdomain} shake`,
      your_price: 49.95,
      base_price: 39.5,
      preferred_customer_price: 44,
      currency: 'USD',
    },
  });
  const inactiveProduct = await prisma.product.create({
    data: { tenant_id: tenant.id, category_id: category.id, name: `${subdomain} retired`, status: 'inactive' },
  });
  const blog = await prisma.blog.create({
    data: { tenant_id: tenant.id, title: `${subdomain} news`, content: '<p>Hello <strong>world</strong></p>' },
  });
  await prisma.blogBanner.create({ data: { tenant_id: tenant.id, blog_id: blog.id, image: '/uploads/b.png', image_content: 'Caption' } });
  const hiddenBlog = await prisma.blog.create({ data: { tenant_id: tenant.id, title: 'Draft', content: 'secret', is_visible: false } });
  await prisma.homePage.create({ data: { tenant_id: tenant.id, welcome_description: `Welcome to ${subdomain}` } });
  await prisma.slider.create({ data: { tenant_id: tenant.id, description: 'Hero', ctaText: 'Shop', ctaLink: '/products' } });
  await prisma.footerDisclaimer.create({
    data: { tenant_id: tenant.id, site_disclaimer: 'S', product_disclaimer: 'P', income_disclaimer: 'I' },
  });
  await prisma.contactUsEntry.create({ data: { tenant_id: tenant.id, contactus_text: 'Call me' } });
  return { tenant, category, hidden, product, inactiveProduct, blog, hiddenBlog };
}
