// Writes the seed data. Idempotent, and safe to run on every `npm start`:
// - templates and the company catalog are upserted by their keys (template id, category slug, product
//   sku, product+country), so edits to the seed files reach existing databases;
// - admins and distributors are looked up by email / subdomain and created only when missing; a demo
//   site's content is created in the same transaction as its tenant, exactly once, so passwords and
//   content the demo users changed (or deleted) are never reset by a restart.
import { createHmac } from 'node:crypto';
import argon2 from 'argon2';
import { stableId } from './ids.mjs';
import { templates } from './templates.mjs';
import { categories, categoryTexts, products, productTexts, catalogPrices, shopLinkRules } from './catalog.mjs';
import { localizedDisclaimers } from '@ds/shared';
import { admin as demoAdmin, distributors, training } from './demo.mjs';
import { writeDemoImages } from './images.mjs';
import { seedCampaigns } from './campaigns.mjs';
import { seedDemoAnalytics } from './analytics.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;
const TX_OPTIONS = { timeout: 60_000, maxWait: 10_000 };

/** The same hashing the API uses (argon2id, library defaults). */
export const hashPassword = (password) => argon2.hash(password, { type: argon2.argon2id });

/**
 * @param prisma a PrismaClient from packages/db
 * @param options.copyCatalogIntoTenant packages/db's helper: demo tenants get their catalog the way signup does
 * @param options.demo create the demo admin, distributors and their sites (default true)
 * @param options.admin an extra admin {name, email, password} to create if missing (e.g. production's first admin)
 * @param options.uploadDir where demo images are written (the API's UPLOAD_DIR)
 * @param options.company the promoted company's name used in demo copy
 * @returns a list of human-readable lines describing what happened
 */
export async function seedDatabase(prisma, options) {
  const { copyCatalogIntoTenant, demo = true, uploadDir, company = 'NHT Global', hash = hashPassword } = options;
  const report = [];

  await upsertTemplates(prisma);
  report.push(`templates: ${templates.length}`);

  const prices = await upsertCatalog(prisma);
  report.push(`company catalog: ${categories.length} categories, ${products.length} products, ${prices} country prices`);
  report.push(await ensureShopLinkRules(prisma));

  const admins = [...(demo ? [demoAdmin] : []), ...(options.admin ? [options.admin] : [])];
  for (const account of admins) report.push(await ensureAdmin(prisma, account, hash));
  if (admins.length) report.push(await ensureTraining(prisma));

  if (demo) {
    for (const distributor of distributors(company)) {
      report.push(await ensureDistributor(prisma, distributor, { company, uploadDir, hash, copyCatalogIntoTenant }));
    }
    report.push(await seedDemoAnalytics(prisma, 'jane', 40), await seedDemoAnalytics(prisma, 'sam', 12));
  }
  return report;
}

async function upsertTemplates(prisma) {
  for (const { id, ...fields } of templates) {
    await prisma.template.upsert({ where: { id }, create: { id, ...fields }, update: fields });
  }
}

async function upsertCatalog(prisma) {
  const rows = catalogPrices();
  await prisma.$transaction(async (tx) => {
    for (const { slug, name, description, ...fields } of categories) {
      await tx.catalogCategory.upsert({ where: { slug }, create: { slug, ...fields }, update: fields });
      for (const [language, text] of Object.entries({ en: { name, description }, ...categoryTexts[slug] })) {
        await tx.catalogCategoryText.upsert({
          where: { category_slug_language: { category_slug: slug, language } },
          create: { category_slug: slug, language, ...text },
          update: text,
        });
      }
    }
    const productIds = new Map();
    for (const {
      sku,
      usd: _usd,
      notIn: _notIn,
      availability: _availability,
      name,
      title,
      description,
      instructions,
      ...fields
    } of products) {
      const { id } = await tx.catalogProduct.upsert({
        where: { sku },
        create: { sku, ...fields },
        update: fields,
        select: { id: true },
      });
      productIds.set(sku, id);
      const texts = { en: { name, title, description, instructions }, ...productTexts[sku] };
      for (const [language, text] of Object.entries(texts)) {
        await tx.catalogProductText.upsert({
          where: { product_id_language: { product_id: id, language } },
          create: { product_id: id, language, ...text },
          update: text,
        });
      }
    }
    for (const { sku, ...price } of rows) {
      const product_id = productIds.get(sku);
      await tx.catalogPrice.upsert({
        where: { product_id_country: { product_id, country: price.country } },
        create: { product_id, ...price },
        update: price,
      });
    }
  }, TX_OPTIONS);
  return rows.length;
}

/** The shop-link rules, created per country while missing (admins own them afterwards, Admin → Shop links). */
async function ensureShopLinkRules(prisma) {
  let created = 0;
  for (const { country, ...rule } of shopLinkRules()) {
    const existing = await prisma.shopLinkRule.findUnique({ where: { country }, select: { country: true } });
    if (existing) continue;
    await prisma.shopLinkRule.create({ data: { country, ...rule } });
    created += 1;
  }
  return `shop-link rules: ${created} created`;
}

async function ensureAdmin(prisma, { name, email, password }, hash) {
  const normalised = email.trim().toLowerCase();
  const existing = await prisma.admin.findUnique({ where: { email: normalised }, select: { id: true } });
  if (existing) return `admin ${normalised}: already present (password left unchanged)`;
  await prisma.admin.create({
    data: { id: stableId(`admin:${normalised}`), name, email: normalised, password_hash: await hash(password) },
  });
  return `admin ${normalised}: created`;
}

/** Training for distributors, created only while there is none (admins own it afterwards). */
async function ensureTraining(prisma) {
  if ((await prisma.trainingCategory.count()) > 0 || (await prisma.training.count()) > 0) return 'training: already present';
  await prisma.$transaction(async (tx) => {
    await tx.trainingCategory.createMany({
      data: training.categories.map(({ key, ...fields }) => ({ id: stableId(`training-category:${key}`), ...fields })),
    });
    await tx.training.createMany({
      data: training.trainings.map(({ key, category, ...fields }) => ({
        id: stableId(`training:${key}`),
        category_id: stableId(`training-category:${category}`),
        ...fields,
      })),
    });
  }, TX_OPTIONS);
  return `training: ${training.categories.length} categories, ${training.trainings.length} trainings created`;
}

async function ensureDistributor(prisma, distributor, { company, uploadDir, hash, copyCatalogIntoTenant }) {
  const { key, user, tenant: tenantFields } = distributor;
  const email = user.email.toLowerCase();
  // Files, not rows: rewritten if missing so a wiped upload directory heals; rows below are create-once.
  const images = await writeDemoImages(uploadDir, key, distributor.images);

  const [tenant, account] = await Promise.all([
    prisma.tenant.findUnique({ where: { subdomain: tenantFields.subdomain }, select: { id: true, user: { select: { email: true } } } }),
    prisma.user.findUnique({ where: { email }, select: { tenant_id: true } }),
  ]);
  if (tenant) {
    if (!tenant.user && !account) {
      await prisma.user.create({ data: userRow(distributor, tenant.id, await hash(user.password)) });
      return `distributor ${tenantFields.subdomain}: site present, login ${email} re-created`;
    }
    return `distributor ${tenantFields.subdomain}: already present (password and content left unchanged)`;
  }
  if (account) return `distributor ${tenantFields.subdomain}: skipped, ${email} already belongs to another site`;

  const passwordHash = await hash(user.password);
  const content = distributor.content(company, images);
  const tenantId = stableId(`tenant:${key}`);
  const id = (name) => stableId(`${key}:${name}`);
  const ago = (days) => new Date(Date.now() - days * DAY_MS);

  const copied = await prisma.$transaction(async (tx) => {
    // As in signup (apps/api accounts.service): tenant, its one user, then the catalog for its country.
    await tx.tenant.create({
      data: {
        id: tenantId,
        ...tenantFields,
        template_id: 1,
        domain_type: 'sub_domain',
        publish_on_site: true,
        subscription_status: 'active',
        plan: 'none',
      },
    });
    await tx.user.create({ data: userRow(distributor, tenantId, passwordHash) });
    const catalog = await copyCatalogIntoTenant(tx, tenantId, tenantFields.country, tenantFields.site_language ?? 'en');
    await tx.tenant.update({ where: { id: tenantId }, data: { currency: catalog.currency } });

    await tx.homePage.create({ data: { id: id('home'), tenant_id: tenantId, ...content.home } });
    if (content.sliders.length) {
      await tx.slider.createMany({
        data: content.sliders.map((slider, i) => ({ id: id(`slider:${i + 1}`), tenant_id: tenantId, sort_order: i + 1, ...slider })),
      });
    }
    for (const [i, { banners, daysAgo, ...blog }] of content.blogs.entries()) {
      const blogId = id(`blog:${i + 1}`);
      await tx.blog.create({ data: { id: blogId, tenant_id: tenantId, created_at: ago(daysAgo), ...blog } });
      await tx.blogBanner.createMany({
        data: banners.map((banner, j) => ({
          id: id(`blog:${i + 1}:banner:${j + 1}`),
          tenant_id: tenantId,
          blog_id: blogId,
          sort_order: j + 1,
          ...banner,
        })),
      });
    }
    await tx.contactUsEntry.createMany({
      data: content.contactUs.map((entry, i) => ({ id: id(`contactus:${i + 1}`), tenant_id: tenantId, created_at: ago(20 - i), ...entry })),
    });
    // The defaults every site shows until its distributor writes their own (docs/product.md#defaults).
    const { site, product, income } = localizedDisclaimers(tenantFields.site_language ?? 'en', company);
    await tx.footerDisclaimer.create({
      data: { id: id('disclaimer'), tenant_id: tenantId, site_disclaimer: site, product_disclaimer: product, income_disclaimer: income },
    });
    await tx.socialLinks.create({ data: { id: id('social'), tenant_id: tenantId, data: content.social } });
    await tx.subscriberMessage.create({ data: { id: id('subscriber-message'), tenant_id: tenantId, ...content.subscriberMessage } });
    if (content.leadMessage) await tx.leadMessage.create({ data: { id: id('lead-message'), tenant_id: tenantId, ...content.leadMessage } });
    if (content.subscribers.length) {
      await tx.subscriber.createMany({
        data: content.subscribers.map((subscriber, i) =>
          demoSubscriber(subscriber, {
            id: id(`subscriber:${i + 1}`),
            tenantId,
            host: `${tenantFields.subdomain}.localhost`,
            at: ago(subscriber.daysAgo),
          }),
        ),
      });
    }
    await seedCampaigns(tx, {
      tenantId,
      id,
      // The sent demo campaign went to those who had confirmed (double opt-in).
      subscribers: content.subscribers
        .map((subscriber, i) => ({ id: id(`subscriber:${i + 1}`), email: subscriber.email.toLowerCase(), status: subscriber.status }))
        .filter((subscriber) => subscriber.status === 'confirmed'),
      blogId: content.blogs.length ? id('blog:1') : null,
    });
    if (content.leads.length) {
      await tx.lead.createMany({
        data: content.leads.map(({ daysAgo, ...lead }, i) => ({
          id: id(`lead:${i + 1}`),
          tenant_id: tenantId,
          created_at: ago(daysAgo),
          ...lead,
        })),
      });
    }
    await seedContacts(tx, { tenantId, id, ago, subscribers: content.subscribers, leads: content.leads });
    return catalog;
  }, TX_OPTIONS);
  return `distributor ${tenantFields.subdomain}: created (${email}, ${copied.products} products in ${copied.currency})`;
}

/**
 * Each demo person is one contact (docs/product.md "Contacts"), as the storefront forms make them: the first
 * arrival is its source, its leads are its activities and its subscriber links to it.
 */
async function seedContacts(tx, { tenantId, id, ago, subscribers, leads }) {
  const people = new Map();
  const arrive = (email, at, source, name = null, phone = null) => {
    const key = email.toLowerCase();
    const person = people.get(key) ?? { email: key, created_at: at, last_activity_at: at, source, name: null, phone: null };
    if (at < person.created_at) Object.assign(person, { created_at: at, source });
    if (at > person.last_activity_at) person.last_activity_at = at;
    person.name ??= name;
    person.phone ??= phone;
    people.set(key, person);
  };
  subscribers.forEach((s) => arrive(s.email, ago(s.daysAgo), s.source ?? 'newsletter'));
  leads.forEach((l) => arrive(l.email, ago(l.daysAgo), 'lead form', l.name, l.phone ?? null));
  if (!people.size) return;
  const contactId = (email) => id(`contact:${email.toLowerCase()}`);
  await tx.contact.createMany({ data: [...people.values()].map((p) => ({ id: contactId(p.email), tenant_id: tenantId, ...p })) });
  for (const [i, s] of subscribers.entries()) {
    await tx.subscriber.update({ where: { id: id(`subscriber:${i + 1}`) }, data: { contact_id: contactId(s.email) } });
  }
  await tx.contactActivity.createMany({
    data: leads.map((l, i) => ({
      id: id(`contact-lead:${i + 1}`),
      tenant_id: tenantId,
      contact_id: contactId(l.email),
      kind: 'lead',
      lead_id: id(`lead:${i + 1}`),
      created_at: ago(l.daysAgo),
    })),
  });
}

/**
 * A demo subscriber with consent evidence. The address hash is of a documentation address (RFC 5737)
 * under a fixed demo key — the server's own key (docs/subscribers.md) is not the seed's to use.
 */
function demoSubscriber({ email, status, source, page }, { id, tenantId, host, at }) {
  const later = (hours) => new Date(at.getTime() + hours * 3_600_000);
  return {
    id,
    tenant_id: tenantId,
    email: email.toLowerCase(),
    status,
    created_at: at,
    consent_at: at,
    consent_host: host,
    consent_page: page,
    consent_ip_hash: createHmac('sha256', 'demo-seed').update(`203.0.113.${id.length}`).digest('base64url'),
    source,
    confirmation_sent_at: at,
    confirmed_at: status === 'pending' ? null : later(1),
    unsubscribed_at: status === 'unsubscribed' ? later(24 * 7) : null,
  };
}

function userRow({ key, user }, tenantId, passwordHash) {
  return {
    id: stableId(`user:${key}`),
    tenant_id: tenantId,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email.toLowerCase(),
    mobile: user.mobile,
    password_hash: passwordHash,
  };
}
