import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackofficeLoginRoute } from '@/features/auth/routes/backoffice-login';
import { ForgotPasswordRoute } from '@/features/auth/routes/forgot-password';
import { ResetPasswordRoute } from '@/features/auth/routes/reset-password';
import { SuperadminLoginRoute } from '@/features/auth/routes/superadmin-login';
import { fakeServer, reply } from '@/test/fake-server';
import { renderScreen } from '@/test/render-screen';

// The signup form has its own file (backoffice-signup.dom.test.tsx).

describe('distributor login', () => {
  it('links to the password reset and to signup', () => {
    renderScreen(<BackofficeLoginRoute />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create your site' })).toHaveAttribute('href', '/backoffice-signup');
  });

  it("shows the server's refusal and stays on the form (no logout redirect for wrong credentials)", async () => {
    const server = fakeServer({ 'POST /users/login': reply(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }) });
    const { user, router } = renderScreen(<BackofficeLoginRoute />, { url: '/backoffice-login' });

    await user.type(screen.getByLabelText('Email'), ' jane@example.com ');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(server.last('POST /users/login').body).toEqual({ email: 'jane@example.com', password: 'wrong' });
    expect(router.state.location.pathname).toBe('/backoffice-login');
  });

  it('asks for both fields before sending', async () => {
    const server = fakeServer();
    const { user } = renderScreen(<BackofficeLoginRoute />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(server.requests).toHaveLength(0);
  });
});

describe('super admin login', () => {
  it("refuses an answer without token and admin: 'Invalid response from server'", async () => {
    fakeServer({ 'POST /admin/login': { token: 'tok' } });
    const { user, router } = renderScreen(<SuperadminLoginRoute />, { url: '/superadmin-login' });

    await user.type(screen.getByLabelText('Email'), 'root@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid response from server');
    expect(router.state.location.pathname).toBe('/superadmin-login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('starts the admin session and opens the admin dashboard', async () => {
    fakeServer({ 'POST /admin/login': { token: 'tok', admin: { id: 'a-1', name: 'Root', email: 'root@example.com' } } });
    const { user, router } = renderScreen(<SuperadminLoginRoute />, { url: '/superadmin-login' });

    await user.type(screen.getByLabelText('Email'), 'root@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await expect.poll(() => router.state.location.pathname).toBe('/admin/dashboard');
    expect(localStorage.getItem('admin_name')).toBe('Root');
  });
});

describe('forgot password', () => {
  it('shows the default message when the server answers without a message', async () => {
    const server = fakeServer({ 'POST /users/forgot-password': { message: '' } });
    const { user } = renderScreen(<ForgotPasswordRoute />);

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent('If the email exists, a reset link has been sent.');
    expect(server.last('POST /users/forgot-password').body).toEqual({ email: 'jane@example.com' });
  });
});

describe('reset password', () => {
  const link = '/reset-password?token=abc&email=jane%40example.com';

  it('checks that the two passwords match before sending', async () => {
    const server = fakeServer();
    const { user } = renderScreen(<ResetPasswordRoute />, { url: link });
    expect(screen.getByText('For jane@example.com')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'long enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long enougH');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(server.requests).toHaveLength(0);
  });

  it("sends the link's token and email with the new password, then confirms", async () => {
    const server = fakeServer({ 'POST /users/reset-password': {} });
    const { user } = renderScreen(<ResetPasswordRoute />, { url: link });

    await user.type(screen.getByLabelText('New password'), 'long enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Password reset successfully.');
    expect(server.last('POST /users/reset-password').body).toEqual({ token: 'abc', email: 'jane@example.com', newPassword: 'long enough' });
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/backoffice-login');
  });

  it('an incomplete link offers a new one instead of the form', () => {
    renderScreen(<ResetPasswordRoute />, { url: '/reset-password?token=abc' });
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete. Please request a new one.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
