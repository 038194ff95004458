import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { campaignFleetQuery, type CampaignFleetPage, type CampaignFleetRow } from '@/features/admin/campaigns/api/campaigns';
import { CampaignsRoute } from '@/features/admin/campaigns/routes/campaigns';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { fakeBrowser } from '@/features/admin/test/fake-browser';
import { renderHtml, textOf } from '@/test/render';

const jane: CampaignFleetRow = {
  tenant_id: 't-1',
  subdomain: 'jane',
  site_name: "Jane's Wellness",
  campaigns: 3,
  active: 1,
  sent_today: 1200,
  sent_30d: 15400,
  bounced_30d: 37,
  complaints: 2,
  daily_quota: null,
  effective_quota: 2000,
  paused: false,
  paused_at: null,
};

const page = (distributors: CampaignFleetRow[]): CampaignFleetPage => ({ distributors, pagination: { page: 1, limit: 10, total: distributors.length }, query: campaignFleetQuery() });

const seeded = (page: CampaignFleetPage) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(adminKeys.campaignFleetPage(campaignFleetQuery()), page);
  return queryClient;
};

describe('admin campaigns screen', () => {
  beforeEach(() => {
    fakeBrowser({ pathname: '/admin/campaigns' });
  });

  it('lists volume, quota, bounces and complaints per distributor with pause and quota actions', () => {
    const html = renderHtml(<CampaignsRoute />, { queryClient: seeded(page([jane, { ...jane, tenant_id: 't-2', subdomain: 'sam', site_name: null, paused: true, daily_quota: 50, effective_quota: 50 }])) });
    const text = textOf(html);
    expect(html).toContain('aria-label="Campaign sending per distributor"');
    expect(text).toContain("Jane's Wellness");
    expect(text).toContain('1,200 / 2,000');
    expect(text).toContain('Platform default');
    expect(text).toContain('15,400');
    expect(text).toContain('3 (1 sending)');
    expect(text).toContain('Own quota');
    expect(html).toContain(`aria-label="Pause campaign sending of Jane's Wellness"`.replace("'", '&#x27;'));
    expect(html).toContain('aria-label="Resume campaign sending of sam"');
    expect(text).toContain('Paused');
    expect(text).not.toMatch(/tenant/i);
  });

  it('shows an empty state when no distributor sends campaigns', () => {
    expect(textOf(renderHtml(<CampaignsRoute />, { queryClient: seeded(page([])) }))).toContain('No distributor has sent a campaign yet.');
  });
});
