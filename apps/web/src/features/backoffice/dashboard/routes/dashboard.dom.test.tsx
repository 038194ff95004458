import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackofficeDashboardRoute } from '@/features/backoffice/dashboard/routes/dashboard';
import { renderBackofficeScreen } from '@/features/backoffice/test/render-backoffice';
import { fakeServer } from '@/test/fake-server';

// The cards' own figures come from the analytics, audience, inbox and settings answers; this file is about
// the greeting and the live site card. The fake server answers nothing else (those cards show their errors).

describe('back-office dashboard', () => {
  it('greets the distributor and links to the live site on the same protocol and port', async () => {
    fakeServer();
    renderBackofficeScreen(<BackofficeDashboardRoute />, { user: { first_name: 'Jane', last_name: 'Doe', subdomain: 'jane' } });

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Jane Doe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit your site' })).toHaveAttribute('href', 'http://jane.localhost:3000/');
    expect(screen.getByRole('img', { name: 'QR code for http://jane.localhost:3000/' })).toBeInTheDocument();
  });

  it('Copy link puts the site address on the clipboard and says so', async () => {
    fakeServer();
    const { user } = renderBackofficeScreen(<BackofficeDashboardRoute />, { user: { subdomain: 'jane' } });

    await user.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(await screen.findByText('Site link copied')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://jane.localhost:3000/');
  });
});
