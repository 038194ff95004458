import type { TenantTransaction } from '@ds/db';
import type { CampaignLinkClicksView, CampaignStatsView } from './campaigns.views.js';

export const NO_STATS: CampaignStatsView = {
  recipients: 0,
  queued: 0,
  sent: 0,
  failed: 0,
  bounced: 0,
  opened: 0,
  clicked: 0,
  unsubscribed: 0,
  complained: 0,
  buy_clicks: 0,
};

/**
 * Each campaign's numbers, counted from its recipient rows (the worker writes them; docs/campaigns.md
 * "Stats"): two grouped counts for any number of campaigns. Prisma's `_count` of a column counts its
 * non-null values, so opens, clicks and unsubscribes come from the same query as the total.
 */
export async function campaignStats(db: TenantTransaction, campaignIds: string[]): Promise<Map<string, CampaignStatsView>> {
  const stats = new Map<string, CampaignStatsView>();
  if (!campaignIds.length) return stats;
  const where = { campaign_id: { in: campaignIds } };
  const [byStatus, engagement, buys] = await Promise.all([
    db.campaignRecipient.groupBy({ by: ['campaign_id', 'status'], where, _count: { _all: true } }),
    db.campaignRecipient.groupBy({
      by: ['campaign_id'],
      where,
      _count: { _all: true, opened_at: true, clicked_at: true, unsubscribed_at: true, complained_at: true },
    }),
    // Buy clicks through the email's product blocks (/go/, docs/analytics.md "Clicks"): the rollup's `email` dimension.
    db.siteStatsDaily.groupBy({ by: ['value'], where: { dimension: 'email', value: { in: campaignIds } }, _sum: { buy_clicks: true } }),
  ]);
  const buyClicks = new Map(buys.map((b) => [b.value, b._sum.buy_clicks ?? 0]));
  for (const row of engagement) {
    stats.set(row.campaign_id, {
      ...NO_STATS,
      recipients: row._count._all,
      opened: row._count.opened_at,
      clicked: row._count.clicked_at,
      unsubscribed: row._count.unsubscribed_at,
      complained: row._count.complained_at,
      buy_clicks: buyClicks.get(row.campaign_id) ?? 0,
    });
  }
  for (const row of byStatus) {
    const s = stats.get(row.campaign_id);
    if (!s) continue;
    const n = row._count._all;
    if (row.status === 'queued' || row.status === 'sending') s.queued += n;
    else if (row.status === 'sent') s.sent += n;
    else if (row.status === 'failed') s.failed += n;
    else if (row.status === 'bounced') s.bounced += n;
  }
  return stats;
}

/** Clicks per link of one campaign, most clicked first. */
export async function campaignLinkClicks(db: TenantTransaction, campaignId: string): Promise<CampaignLinkClicksView[]> {
  const rows = await db.campaignClick.groupBy({
    by: ['url'],
    where: { campaign_id: campaignId },
    _count: { _all: true },
    orderBy: { _count: { url: 'desc' } },
    take: 50,
  });
  return rows.map((r) => ({ url: r.url, clicks: r._count._all }));
}
