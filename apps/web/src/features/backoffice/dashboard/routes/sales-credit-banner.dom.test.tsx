import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackofficeDashboardRoute } from '@/features/backoffice/dashboard/routes/dashboard';
import { renderBackofficeScreen } from '@/features/backoffice/test/render-backoffice';
import { fakeServer } from '@/test/fake-server';
import { settingsAnswer } from '@/test/fixtures';

const BANNER = 'Your sales are not credited to you yet — add your member ID';

describe('back-office dashboard: sales credit', () => {
  it('asks for the member ID while sales are not credited, linking to the field', async () => {
    fakeServer({ 'GET /tenants/t-1/settings': settingsAnswer({ settings: { sales_credited: false } }) });
    renderBackofficeScreen(<BackofficeDashboardRoute />, { user: { subdomain: 'jane' } });
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your member ID' })).toHaveAttribute('href', '/backoffice/settings?field=member_id');
  });

  it('says nothing once they are', async () => {
    fakeServer({ 'GET /tenants/t-1/settings': settingsAnswer({ settings: { sales_credited: true } }) });
    renderBackofficeScreen(<BackofficeDashboardRoute />, { user: { subdomain: 'jane' } });
    expect(await screen.findByText('Published')).toBeInTheDocument();
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });
});
