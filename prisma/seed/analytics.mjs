// Demo visitor analytics: eight weeks of rollups for each demo distributor, so the back office's charts
// and the admin fleet view show something at once. Create-once: a site that has any rollup is left alone
// (real page views, once they arrive, are added to these rows by the worker).

const DAY_MS = 86_400_000;
const WEEKS = 8;

const PAGES = ['/', '/products', '/opportunity', '/join-us', '/blog', '/contact', '/newsletters'];
const SOURCES = [
  ['Direct', null],
  ['google.com', null],
  ['facebook.com', null],
  ['qr', null],
  ['instagram.com', null],
  ['newsletter', 'november-news'],
];
const DEVICES = ['mobile', 'desktop', 'tablet'];

/** A small deterministic generator: the same demo figures on every machine. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Splits `total` into parts by `weights` (whole numbers, summing to `total`). */
function split(total, weights) {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  parts[0] += total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

export async function seedDemoAnalytics(prisma, subdomain, scale) {
  const tenant = await prisma.tenant.findUnique({ where: { subdomain }, select: { id: true } });
  if (!tenant) return `analytics ${subdomain}: no such site`;
  if (await prisma.siteStatsDaily.findFirst({ where: { tenant_id: tenant.id }, select: { day: true } }))
    return `analytics ${subdomain}: already present`;

  const rand = random(subdomain.length * 7919 + scale);
  // Buy and Join clicks through /go/ (docs/analytics.md "Clicks"): a few per hundred visitors, on the site's first products.
  const products = (await prisma.product.findMany({ where: { tenant_id: tenant.id }, orderBy: { sort_order: 'asc' }, take: 3 })).map(
    (p) => p.id,
  );
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const daily = [];
  const hourly = [];
  for (let d = WEEKS * 7; d >= 1; d--) {
    const day = new Date(today - d * DAY_MS);
    const weekday = day.getUTCDay();
    // Growing traffic with a weekend dip and some noise.
    const visitors = Math.max(
      1,
      Math.round(scale * (1 + (WEEKS * 7 - d) / 40) * (weekday === 0 || weekday === 6 ? 0.7 : 1) * (0.75 + rand() * 0.5)),
    );
    const pageviews = Math.round(visitors * (1.6 + rand()));
    const id = tenant.id;
    const buys = products.length ? Math.round(visitors * (0.03 + rand() * 0.03)) : 0;
    const joins = Math.round(visitors * rand() * 0.015);
    daily.push({ tenant_id: id, day, dimension: 'total', value: '', visitors, pageviews, buy_clicks: buys, join_clicks: joins });
    const buysByPage = split(buys, [5, 3, 2, 1.5, 1, 0.8, 0.6]);
    const joinsByPage = split(joins, [5, 3, 2, 1.5, 1, 0.8, 0.6]);
    split(visitors, [5, 3, 2, 1.5, 1, 0.8, 0.6]).forEach((v, i) =>
      daily.push({
        tenant_id: id,
        day,
        dimension: 'page',
        value: PAGES[i],
        visitors: v,
        pageviews: Math.round(v * 1.3),
        buy_clicks: buysByPage[i],
        join_clicks: joinsByPage[i],
      }),
    );
    if (products.length)
      split(buys, [3, 2, 1].slice(0, products.length)).forEach((n, i) =>
        daily.push({ tenant_id: id, day, dimension: 'product', value: products[i], visitors: 0, pageviews: 0, buy_clicks: n }),
      );
    const bySource = split(visitors, [4, 3, 2.5, 1.5, 1, 1]);
    const pvBySource = split(pageviews, [4, 3, 2.5, 1.5, 1, 1]);
    const buysBySource = split(buys, [3, 2, 4, 1.5, 1, 2]);
    const joinsBySource = split(joins, [3, 2, 4, 1.5, 1, 2]);
    SOURCES.forEach(([source, campaign], i) => {
      const counts = { visitors: bySource[i], pageviews: pvBySource[i], buy_clicks: buysBySource[i], join_clicks: joinsBySource[i] };
      daily.push({ tenant_id: id, day, dimension: 'source', value: source, ...counts });
      if (campaign) daily.push({ tenant_id: id, day, dimension: 'campaign', value: campaign, ...counts });
    });
    split(visitors, [6, 3, 1]).forEach((v, i) =>
      daily.push({ tenant_id: id, day, dimension: 'device', value: DEVICES[i], visitors: v, pageviews: split(pageviews, [6, 3, 1])[i] }),
    );
    // Hours: daytime-shaped; hourly visitors may add up to more than the day's (a visitor counts once per hour).
    const shape = Array.from({ length: 24 }, (_, h) => (h >= 7 && h <= 22 ? 2 + Math.sin(((h - 7) / 15) * Math.PI) * 3 : 0.4));
    const pvHours = split(pageviews, shape);
    const buyHours = split(buys, shape);
    const joinHours = split(joins, shape);
    split(visitors, shape).forEach((v, h) => {
      if (pvHours[h] > 0)
        hourly.push({
          tenant_id: id,
          hour: new Date(day.getTime() + h * 3_600_000),
          visitors: Math.max(v, 1),
          pageviews: pvHours[h],
          buy_clicks: buyHours[h],
          join_clicks: joinHours[h],
        });
    });
  }
  await prisma.$transaction([prisma.siteStatsDaily.createMany({ data: daily }), prisma.siteStatsHourly.createMany({ data: hourly })]);

  // Where the demo leads and subscribers came from (first touch), for the conversion table.
  const sources = ['qr', 'facebook.com', 'google.com', 'newsletter', 'Direct'];
  const leads = await prisma.lead.findMany({ where: { tenant_id: tenant.id, attribution_source: null }, select: { id: true } });
  const subscribers = await prisma.subscriber.findMany({ where: { tenant_id: tenant.id, attribution_source: null }, select: { id: true } });
  for (const [i, { id }] of leads.entries())
    await prisma.lead.update({ where: { id }, data: { attribution_source: sources[i % sources.length], conversion_page: '/contact' } });
  for (const [i, { id }] of subscribers.entries()) {
    await prisma.subscriber.update({
      where: { id },
      data: { attribution_source: sources[(i + 2) % sources.length], conversion_page: '/' },
    });
  }
  return `analytics ${subdomain}: ${WEEKS} weeks of demo visits`;
}
