import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CampaignFleetRow } from '@/features/admin/campaigns/api/campaigns';
import { CampaignsRoute } from '@/features/admin/campaigns/routes/campaigns';
import { renderAdminScreen } from '@/features/admin/test/render-admin';
import { fakeServer, type SentRequest } from '@/test/fake-server';

const LIST = 'GET /admin/campaigns';

const row = (fields: Partial<CampaignFleetRow>): CampaignFleetRow => ({
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
  guard_paused: false,
  guard_paused_at: null,
  guard_reason: null,
  ...fields,
});

/** Jane sending on the platform default, Sam paused on a quota of his own; PUT …/campaign-policy changes them. */
function campaignsServer(
  distributors = [
    row({}),
    row({ tenant_id: 't-2', subdomain: 'sam', site_name: null, paused: true, daily_quota: 50, effective_quota: 50 }),
  ],
) {
  const rows = [...distributors];
  const setPolicy = (tenantId: string) => (request: SentRequest) => {
    const index = rows.findIndex((r) => r.tenant_id === tenantId);
    const change = request.body as { paused?: boolean; daily_quota?: number | null };
    const current = rows[index]!;
    const daily_quota = change.daily_quota === undefined ? current.daily_quota : change.daily_quota;
    rows[index] = { ...current, paused: change.paused ?? current.paused, daily_quota, effective_quota: daily_quota ?? 2000 };
    return { tenant_id: tenantId, paused: rows[index].paused, paused_at: null, daily_quota, effective_quota: rows[index].effective_quota };
  };
  const resumeGuard = (tenantId: string) => () => {
    const index = rows.findIndex((r) => r.tenant_id === tenantId);
    rows[index] = { ...rows[index]!, guard_paused: false, guard_paused_at: null, guard_reason: null };
    return rows[index];
  };
  return fakeServer({
    [LIST]: () => ({ distributors: rows, total: rows.length }),
    'PUT /admin/tenants/t-1/campaign-policy': setPolicy('t-1'),
    'PUT /admin/tenants/t-2/campaign-policy': setPolicy('t-2'),
    'POST /admin/tenants/t-1/campaign-guard/resume': resumeGuard('t-1'),
  });
}

const openCampaigns = () => renderAdminScreen(<CampaignsRoute />, { url: '/admin/campaigns' });
const rowOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) }));

describe('admin campaigns screen', () => {
  it('lists volume, quota, bounces and complaints per distributor', async () => {
    campaignsServer();
    openCampaigns();
    await screen.findByText("Jane's Wellness");
    const jane = rowOf("Jane's Wellness");
    expect(jane.getByText('1,200 / 2,000')).toBeInTheDocument();
    expect(jane.getByText('Platform default')).toBeInTheDocument();
    expect(jane.getByText('15,400')).toBeInTheDocument();
    expect(jane.getByText('3 (1 sending)')).toBeInTheDocument();
    expect(rowOf('sam').getByText('Own quota')).toBeInTheDocument();
    expect(rowOf('sam').getByText('Paused')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Campaign sending per distributor' })).not.toHaveTextContent(/tenant/i);
  });

  it('pauses and resumes a distributor', async () => {
    const server = campaignsServer();
    const { user } = openCampaigns();

    await user.click(await screen.findByRole('button', { name: "Pause campaign sending of Jane's Wellness" }));
    expect(await screen.findByText("Jane's Wellness's campaign sending is paused")).toBeInTheDocument();
    expect(server.last('PUT /admin/tenants/t-1/campaign-policy').body).toEqual({ paused: true });
    expect(await screen.findByRole('button', { name: "Resume campaign sending of Jane's Wellness" })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resume campaign sending of sam' }));
    expect(await screen.findByText('sam may send campaigns again')).toBeInTheDocument();
    expect(server.last('PUT /admin/tenants/t-2/campaign-policy').body).toEqual({ paused: false });
  });

  it("sets a distributor's own daily quota, and an emptied field goes back to the platform default", async () => {
    const server = campaignsServer();
    const { user } = openCampaigns();

    await user.click(await screen.findByRole('button', { name: "Daily quota of Jane's Wellness" }));
    let dialog = within(await screen.findByRole('dialog', { name: "Daily campaign quota of Jane's Wellness" }));
    await user.type(dialog.getByLabelText(/^Emails a day/), '500');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Jane's Wellness's daily quota is saved")).toBeInTheDocument();
    expect(server.last('PUT /admin/tenants/t-1/campaign-policy').body).toEqual({ daily_quota: 500 });
    expect(await rowOf("Jane's Wellness").findByText('1,200 / 500')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Daily quota of sam' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Daily campaign quota of sam' }));
    expect(dialog.getByLabelText(/^Emails a day/)).toHaveValue('50');
    await user.clear(dialog.getByLabelText(/^Emails a day/));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await screen.findByText("sam's daily quota is saved");
    expect(server.last('PUT /admin/tenants/t-2/campaign-policy').body).toEqual({ daily_quota: null });
  });

  it("shows the guard's pause with its reason, and its Resume button lifts it", async () => {
    const reason =
      'Sending paused automatically: 0.4 % of your recent campaign emails were reported as spam (the limit is 0.3 %). ' +
      'An administrator will review your list and resume sending.';
    const server = campaignsServer([
      row({ guard_paused: true, guard_paused_at: '2026-05-01T10:00:00.000Z', guard_reason: reason }),
      row({ tenant_id: 't-2', subdomain: 'sam', site_name: null }),
    ]);
    const { user } = openCampaigns();

    await screen.findByText("Jane's Wellness");
    const jane = rowOf("Jane's Wellness");
    expect(jane.getByText('Paused by the guard')).toBeInTheDocument();
    expect(jane.getByText(reason)).toBeInTheDocument();
    expect(rowOf('sam').queryByText('Paused by the guard')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Resume sending of sam after the guard's pause" })).not.toBeInTheDocument();

    await user.click(jane.getByRole('button', { name: "Resume sending of Jane's Wellness after the guard's pause" }));
    expect(await screen.findByText("Jane's Wellness's sending resumes; the guard counts only emails sent from now on")).toBeInTheDocument();
    expect(server.sent('POST /admin/tenants/t-1/campaign-guard/resume')).toHaveLength(1);
    await screen.findByRole('button', { name: "Pause campaign sending of Jane's Wellness" });
    expect(rowOf("Jane's Wellness").queryByText('Paused by the guard')).not.toBeInTheDocument();
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
  });

  it('shows an empty state when no distributor sends campaigns', async () => {
    campaignsServer([]);
    openCampaigns();
    expect(await screen.findByText('No distributor has sent a campaign yet.')).toBeInTheDocument();
  });
});
